/**
 * The teacher area's part of the message catalogue (spec 3: groups,
 * attendance, attendance codes, grades, incidents and the student's side of
 * them): texts only those screens show, answered by the server or shown by them, in their own module so
 * the first screens (Login, Mis grupos) do not download them. Together with
 * messages.ts and study-messages.ts it is the one catalogue: each text is
 * written once. Placeholders are filled with formatMessage.
 */
export const TEACHER_MSG = {
  // Groups and attendance (spec 3 §2, §4, §5; server texts where silent: docs/decisions/026)
  attendanceSaved: 'Asistencia guardada correctamente.',
  attendanceDateNotAllowed: 'La fecha {fecha} no admite asistencia: elige una de las fechas de clase del grupo.',
  attendanceStudentNotInGroup: 'Un alumno de la lista no pertenece a este grupo.',
  attendanceStudentTwice: 'Un alumno aparece dos veces en la lista.',
  attendanceValue: 'La asistencia es 1 (asistencia) o 2 (falta).',
  attendanceNotFound: 'La asistencia no existe.',
  paymentDateSaved: 'Fecha de próximo pago guardada.',
  paymentDateRange: 'La fecha de pago debe ser desde el día de la clase y dentro de un año.',
  invalidDate: 'La fecha no es válida.',
  attendanceCodeValidated: 'Asistencia grabada correctamente',
  attendanceCodeMissing: 'No hay un código de asistencia vigente para este grupo.',
  attendanceCodeWrong: 'El código no es correcto. Te quedan {n} intentos.',
  attendanceCodeExhausted: 'Se agotaron los intentos; pide un código nuevo a tu coordinador.',
  attendanceCodeAlreadyValidated: 'Tu asistencia de hoy ya está validada con otro código.',
  levelMismatch: 'El nivel no corresponde al grupo.',
  teacherNotFound: 'El teacher no existe.',
  notKidsGroup: 'Este grupo no es de KIDS; abre sus calificaciones normales.',

  // Incidents (spec 3 §4, §5, §7; server texts where silent: docs/decisions/027)
  incidentNotFound: 'La incidencia no existe.',
  incidentCreated: 'Incidencia registrada correctamente.',
  incidentUpdated: 'Incidencia actualizada correctamente.',
  incidentDeleted: 'Incidencia eliminada correctamente.',
  incidentUnchanged: 'No hay cambios que guardar.',
  incidentAccepted: 'Aceptaste la incidencia.',
  incidentRejected: 'Enviamos tu mensaje; tu teacher lo revisará.',
  incidentReplied: 'Respuesta enviada; la incidencia volvió a Pendiente.',
  incidentStudentNotInGroup: 'El alumno no está inscrito en este grupo.',
  incidentRuleOtherCourse: 'La regla no corresponde al curso del grupo.',
  incidentNoteTooLong: 'La nota admite hasta {max} caracteres.',
  incidentChangedElsewhere:
    'La incidencia cambió mientras la veías. Ya te mostramos los datos actuales: revisa y vuelve a intentarlo.',
  incidentAcceptNotAllowed: 'Esta incidencia ya fue aceptada.',
  incidentRejectNotAllowed: 'Esta incidencia ya fue aceptada; ya no se puede rechazar.',
  incidentReplyNotAllowed: 'Solo se puede responder una incidencia rechazada.',
  incidentEditNotAllowed: 'Solo se puede editar una incidencia pendiente.',
  incidentActionNotAllowed: 'Esta acción no está permitida en el estado actual de la incidencia.',
  incidentAcceptOnly: 'Con esta acción solo se acepta una incidencia (estatus 1); para rechazarla escribe tu motivo.',
  incidentRejectStatus: 'Al rechazar una incidencia el estatus es 2.',
  incidentReplyStatus: 'Al responder, la incidencia vuelve a Pendiente (estatus 0).',
  incidentDeleteAlone: 'Para eliminar una incidencia no envíes otros cambios.',
  incidentMessageNotFound: 'El mensaje no existe.',
  incidentMessageNotLast: 'Responde el último mensaje del alumno, el que aún no tiene respuesta.',
  incidentDeletedNote: 'Incidencia eliminada',
} as const;
