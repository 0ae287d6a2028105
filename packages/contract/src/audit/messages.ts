/**
 * The audit area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const AUDIT_MSG = {
  auditPeriodOrder: 'La fecha inicial debe ser anterior o igual a la final.',
  auditPeriodTooLong: 'El periodo de la auditoría es de hasta 366 días.',
  auditTooManyRows: 'El periodo tiene demasiados cambios para una hoja; elige un periodo más corto.',
} as const;
