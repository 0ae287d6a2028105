/**
 * The profile area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const PROFILE_MSG = {
  requiredNoDot: 'Requerido',
  dataChangedElsewhere: 'Tus datos cambiaron en otro dispositivo mientras editabas. Ya te mostramos los datos actuales: revisa y vuelve a guardar.',
  personalDataMissing: 'Aún no tienes datos personales registrados.',
  emailChangeNeedsPassword: 'Para cambiar tu correo escribe tu contraseña actual.',
  dataUpdated: 'Datos actualizados correctamente.',
  passwordUpdated: 'Contraseña actualizada correctamente.',
  passwordCurrentWrong: 'La contraseña actual no es correcta.',
  passwordSameAsCurrent: 'La nueva contraseña debe ser distinta de la actual.',
  avatarUpdated: 'Avatar actualizado correctamente.',
  avatarOptionInvalid: 'Opción de avatar no válida: {part}',
  ageInvalid: 'Ingresa una edad válida.',
  qrReady: 'Ya puedes mostrar tu código QR!',
} as const;
