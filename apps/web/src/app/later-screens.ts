import type { ScreenModule } from './area-screens';

/** The route modules of the screens that are never the first one after signing in (screens.ts): every area's routes/<area>/later-screens.ts. */
export const LATER_SCREENS: Readonly<Record<string, ScreenModule>> = Object.assign(
  {},
  ...Object.values(import.meta.glob<Record<string, ScreenModule>>('./routes/*/later-screens.ts', { eager: true, import: 'LATER_SCREENS' })),
) as Record<string, ScreenModule>;
