import type { AreaScreens } from './area-screens';

/*
 * The names of the screens built so far, without their modules, read from
 * every area's routes/<area>/screens.ts (area-screens.ts). A route module
 * that asks which screens exist (AVAILABLE_SCREENS) reads it here: the
 * modules' tables (screens.ts, later-screens.ts) import every route module, so
 * importing them would close an import circle (docs/architecture.md, "No
 * import circles").
 */

/** Each area's declaration, by the path of its screens.ts. */
export const AREA_SCREENS: Readonly<Record<string, AreaScreens>> = import.meta.glob<AreaScreens>('./routes/*/screens.ts', { eager: true, import: 'SCREENS' });

const declared = Object.values(AREA_SCREENS);

/** Screens that are never the first one after signing in, loaded through later-screens.ts (screens.ts, decision 007). */
export const LATER_SCREEN_NAMES: readonly string[] = declared.flatMap((area) => area.later ?? []);

/**
 * Route names of the contract's table that have a screen. Every other route
 * renders the "not available yet" screen, and navigation entries pointing at
 * it stay disabled.
 */
export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set<string>([...declared.flatMap((area) => area.first ?? []), ...LATER_SCREEN_NAMES]);

/** Screens without a menu entry of their own, and the entry they light up (navigation.ts). */
export const NAV_PARENT: Readonly<Record<string, string>> = Object.assign({}, ...declared.map((area) => area.navParent ?? {})) as Record<string, string>;
