/**
 * Whom a warning or an error sends the user to (decision 033): the texts of
 * the contact lines, in their own module so the first screens (Login, Mis
 * grupos) load them only with the first dialog that shows them. Part of the
 * one catalogue with messages.ts.
 */
export const SUPPORT_MSG = {
  helpTitle: '¿Dudas? Comunícate con:',
  helpBranch: 'Tu sucursal {plantel}',
  helpSchool: '{escuela}',
  helpCall: 'Llamar al {telefono}',
  helpWrite: 'Escribir a {correo}',
} as const;
