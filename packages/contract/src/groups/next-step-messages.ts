/**
 * What to do next after each of Mis grupos' warnings (decision 033), shown
 * under the spec's message. A module of its own: only Mis grupos loads it,
 * not the login. Part of the one catalogue with messages.ts.
 */
export const GROUP_NEXT_MSG = {
  groupFailedNext: 'Ya presentaste las dos oportunidades de este nivel. Tu sucursal revisa tu caso y te reubica de nivel.',
  groupExtraordinarioNext: 'Tu examen extraordinario está abierto: preséntalo aquí. Con 70 o más apruebas el nivel y se abre el siguiente.',
  groupBlockedByExtraordinario: 'Primero presenta el examen extraordinario de {nivel}: con 70 o más se abre este grupo.',
  groupBlockedByFailed: 'No acreditaste {nivel}: tu sucursal te reubica de nivel.',
  groupBlockedWaiting: 'Se abre cuando tengas tu calificación aprobatoria de {nivel}.',
  takeExtraordinary: 'Presentar examen extraordinario',
} as const;
