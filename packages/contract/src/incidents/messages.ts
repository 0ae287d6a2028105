/**
 * The incidents area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const INCIDENTS_MSG = {
  ruleNotFound: 'La regla no existe.',
  ruleUpdated: 'Regla actualizada correctamente.',
  // Incidents (spec 3 §4, §5, §7; server texts where silent: docs/decisions/027)
  incidentNotFound: 'La incidencia no existe.',
  incidentCreated: 'Incidencia registrada correctamente.',
  incidentUpdated: 'Incidencia actualizada correctamente.',
  incidentDeleted: 'Incidencia eliminada correctamente.',
  incidentUnchanged: 'No hay cambios que guardar.',
  incidentAccepted: 'Aceptaste la incidencia.',
  incidentRejected: 'Enviamos tu mensaje; tu teacher lo revisará.',
  incidentReplied: 'Respuesta enviada; la incidencia volvió a Pendiente.',
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
  // Incident screens (/incidencias, /misincidencias; docs/decisions/027 "Screens")
  incidentsEmpty: 'Este grupo no tiene incidencias.',
  incidentsStudentEmpty: 'No tienes incidencias. ¡Sigue así!',
  incidentsLoadFailed: 'No pudimos cargar tus incidencias.',
  incidentsReadOnly: 'Consulta: solo el teacher del grupo registra, responde y elimina incidencias.',
  incidentsStudentsOnly: 'Las incidencias las consulta cada alumno desde su perfil.',
  incidentClassListFailed: 'No pudimos leer la lista de alumnos del grupo.',
  incidentNoRules: 'No hay reglas para el curso de este grupo.',
  incidentDeleteConfirm: 'La incidencia de {alumno} dejará de verse en el grupo y en la app del alumno.',
  incidentAcceptConfirm: 'Al aceptarla ya no podrás rechazarla.',
  incidentNoMessages: 'Sin mensajes: el alumno no ha rechazado esta incidencia.',
  incidentMessagesFailed: 'No pudimos leer los mensajes de la incidencia.',
  incidentReplyWhenRejected: 'Podrás responder cuando el alumno rechace la incidencia.',
  incidentRejectHint: 'Si no estás de acuerdo, escribe tu motivo y recházala.',
  incidentWriteAgainHint: 'Tu teacher revisará tu mensaje. Puedes escribir otro o aceptar la incidencia.',
  copied: 'Copiado',
  copyUnavailable: 'No se pudo copiar: selecciona el texto y cópialo.',
} as const;
