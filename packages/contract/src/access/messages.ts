/**
 * The access area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const ACCESS_MSG = {
  // Landing
  installApp: 'Porfavor, instala la aplicación',
  // Access denied (spec 2 §8)
  noAccessTitle: '¡Sin acceso!',
  noAccessBody:
    'Lo sentimos, pero no acreditaste tu nivel anterior, comunícate con tu sucursal para una reubicación de nivel',
  // Server-side messages written where the spec is silent (docs/api.md)
  loginWrong: 'Usuario o contraseña incorrectos.',
  loginInactive: 'Tu cuenta está inactiva, comunícate con tu sucursal.',
  loggedOut: 'Sesión cerrada.',
  deviceSaved: 'Dispositivo registrado correctamente.',
  accessOk: 'Acceso permitido.',
  staffLogin: 'Acceso para personal',
} as const;
