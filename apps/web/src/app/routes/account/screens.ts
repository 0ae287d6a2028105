import type { AreaScreens } from '../../area-screens';

export const SCREENS = {
  first: ['RecuperarPassword', 'ReenviarCorreo', 'ActivarCuenta', 'RestablecerPassword', 'RegistrarDatos'],
} as const satisfies AreaScreens;
