import type { ScreenModules } from '../../area-screens';
import type { SCREENS } from './screens';

export const FIRST_SCREENS: ScreenModules<typeof SCREENS.first> = {
  RecursosGrupoUsuario: () => import('./recursos-grupo-usuario'),
  RecursosGrupoCerti: () => import('./recursos-grupo-certi'),
  Books: () => import('./books'),
  Videos: () => import('./videos'),
};
