import type { ScreenModules } from '../../area-screens';
import type { SCREENS } from './screens';

export const FIRST_SCREENS: ScreenModules<typeof SCREENS.first> = {
  test: () => import('./test'),
  Carga: () => import('./carga'),
  Login: () => import('./login'),
};
