import type { ScreenModule } from './area-screens';
import { LATER_SCREEN_NAMES } from './screen-names';

/*
 * Screens that are never the first one after signing in (the staff's, and
 * the student's reached from Perfil) load through later-screens.ts, a chunk of
 * its own: each route here costs the first screens (Login, the student home)
 * its lazy import and preload list, so only their names (screen-names.ts) are
 * in the entry (decision 007). The app fetches that small chunk once it is
 * idle (warmLaterScreens), so opening one of them waits for nothing more.
 * Both tables are built from the areas' folders (area-screens.ts).
 */

const loadLater = () => import('./later-screens');

const laterScreen =
  (name: string): ScreenModule =>
  () =>
    loadLater().then((m) => m.LATER_SCREENS[name]!());

/** Fetches the later screens' table when the browser is idle, after the first screen. */
export function warmLaterScreens(): void {
  // Offline, a fetch would only fail (and log it): wait for the network instead.
  const warm = () => {
    if (navigator.onLine) void loadLater().catch(() => undefined);
    else window.addEventListener('online', warm, { once: true });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 5000 });
  else setTimeout(warm, 2000);
}

/** The first screens' route modules, by route name: every area's routes/<area>/first-screens.ts. */
const FIRST_SCREENS: Readonly<Record<string, ScreenModule>> = Object.assign(
  {},
  ...Object.values(import.meta.glob<Record<string, ScreenModule>>('./routes/*/first-screens.ts', { eager: true, import: 'FIRST_SCREENS' })),
) as Record<string, ScreenModule>;

/** Route modules built so far, by route name (AVAILABLE_SCREENS, screen-names.ts); the router shows "not available yet" for the others. */
export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  ...FIRST_SCREENS,
  ...Object.fromEntries(LATER_SCREEN_NAMES.map((name) => [name, laterScreen(name)])),
};
