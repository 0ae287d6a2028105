import type { ScreenModules } from '../../area-screens';
import type { SCREENS } from './screens';

export const FIRST_SCREENS: ScreenModules<typeof SCREENS.first> = {
  PruebaNotificacion: () => import('./prueba-notificacion'),
};
