import type { ComponentType } from 'react';

/*
 * How an area declares its screens (docs/decisions/038): in its folder
 * routes/<area>/, `screens.ts` names them (no modules: route modules read the
 * names through screen-names.ts, so importing the modules there would close an
 * import circle), `first-screens.ts` and `later-screens.ts` load them. The
 * app's lists are built from those folders with import.meta.glob, so a new
 * area's screens touch no file outside its folder.
 */

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** What routes/<area>/screens.ts exports as SCREENS: route names of the contract's table (ROUTES, spec 1 §2). */
export interface AreaScreens {
  /** Screens that can be the first one after opening the app or signing in: loaded straight from the entry (first-screens.ts). */
  readonly first?: readonly string[];
  /** Screens never the first one after signing in: loaded through the later-screens chunk, fetched once the app is idle (later-screens.ts, decision 007). */
  readonly later?: readonly string[];
  /** Screens without a menu entry of their own light up this entry's (navigation.ts). */
  readonly navParent?: Readonly<Record<string, string>>;
}

/** The modules of one list of an area's screens, by name: a name declared and not loaded, or the other way round, does not type-check. */
export type ScreenModules<Names extends readonly string[]> = Readonly<Record<Names[number], ScreenModule>>;
