import type { ScreenModules } from '../../area-screens';
import type { SCREENS } from './screens';

export const LATER_SCREENS: ScreenModules<typeof SCREENS.later> = {
  GruposTeacher: () => import('./grupos-teacher'),
  DetalleGrupoTeacher: () => import('./detalle-grupo-teacher'),
  ListaAlumnos: () => import('./lista-alumnos'),
};
