import type { ScreenModules } from '../../area-screens';
import type { SCREENS } from './screens';

export const LATER_SCREENS: ScreenModules<typeof SCREENS.later> = {
  RecursoGrupo: () => import('./recurso-grupo'),
};
