import type { ScreenModules } from '../../area-screens';
import type { SCREENS } from './screens';

export const FIRST_SCREENS: ScreenModules<typeof SCREENS.first> = {
  Ejercicio: () => import('./lesson-evaluation'),
  Examen: () => import('./lesson-evaluation'),
  ExamenCalidad: () => import('./examen-calidad'),
};
