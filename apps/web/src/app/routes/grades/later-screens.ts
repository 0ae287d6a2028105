import type { ScreenModules } from '../../area-screens';
import type { SCREENS } from './screens';

export const LATER_SCREENS: ScreenModules<typeof SCREENS.later> = {
  CalificacionGrupo: () => import('./calificacion-grupo'),
  Kardex: () => import('./kardex'),
};
