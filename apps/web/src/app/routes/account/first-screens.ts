import type { ScreenModules } from '../../area-screens';
import type { SCREENS } from './screens';

export const FIRST_SCREENS: ScreenModules<typeof SCREENS.first> = {
  RecuperarPassword: () => import('./recuperar-password'),
  ReenviarCorreo: () => import('./reenviar-correo'),
  ActivarCuenta: () => import('./activar-cuenta'),
  RestablecerPassword: () => import('./restablecer-password'),
  RegistrarDatos: () => import('./registrar-datos'),
};
