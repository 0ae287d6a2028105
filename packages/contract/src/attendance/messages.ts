/**
 * The attendance area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const ATTENDANCE_MSG = {
  attendancePresent: 'Asistencia',
  attendanceAbsent: 'Falta',
  attendanceLate: 'Retardo',
  attendanceNoParticipation: 'Sin participación',
  attendanceNotRecorded: 'Sin registro',
  // Groups and attendance (spec 3 §2, §4, §5; server texts where silent: docs/decisions/026)
  attendanceSaved: 'Asistencia guardada correctamente.',
  attendanceDateNotAllowed: 'La fecha {fecha} no admite asistencia: elige una de las fechas de clase del grupo.',
  // Why a day takes no attendance, and which class is next or last (attendanceDayNotice, decision 026).
  attendanceNoClassToday: 'Hoy no hay clase de este grupo.',
  attendanceNoClassPast: 'El {fecha} no hubo clase de este grupo.',
  attendanceNoClassOn: 'El {fecha} no hay clase de este grupo.',
  attendanceFutureClass: 'La clase del {fecha} todavía no llega: su asistencia se pasa ese día o después.',
  attendanceCycleNotStarted: 'El ciclo de este grupo todavía no empieza: empieza el {inicio}.',
  attendanceBeforeCycle: 'El {fecha} es antes del ciclo de este grupo, que empieza el {inicio}.',
  attendanceCycleEnded: 'Hoy no hay clase: el ciclo de este grupo terminó el {fin}.',
  attendanceAfterCycle: 'El {fecha} es después del ciclo de este grupo, que terminó el {fin}.',
  attendanceGraceOver: 'La semana para pasar asistencia de este grupo terminó el {cierre}: su ciclo cerró el {fin}.',
  attendanceNextClass: 'La siguiente clase es el {fecha}.',
  attendanceNextClassHeld: 'La siguiente clase fue el {fecha}.',
  attendanceLastClassOpen: 'La última clase que puedes tomar es la del {fecha}.',
  attendanceLastClass: 'La última clase fue el {fecha}.',
  attendanceNoClasses: 'Este grupo no tiene clases registradas.',
  attendanceStudentNotInGroup: 'Un alumno de la lista no pertenece a este grupo.',
  attendanceStudentTwice: 'Un alumno aparece dos veces en la lista.',
  attendanceValue: 'La asistencia es 1 (asistencia) o 2 (falta).',
  attendanceNotFound: 'La asistencia no existe.',
  attendanceChangedMeanwhile:
    'La asistencia de {alumnos} cambió mientras la tomabas (en otro teléfono o con el otro teacher). No se guardó nada: revisa la lista actualizada y vuelve a guardar.',
  paymentDateSaved: 'Fecha de próximo pago guardada.',
  paymentDateRange: 'La fecha de pago debe ser desde el día de la clase y dentro de un año.',
  invalidDate: 'La fecha no es válida.',
  attendanceCodeValidated: 'Asistencia grabada correctamente',
  attendanceCodeMissing: 'No hay un código de asistencia vigente para este grupo.',
  attendanceCodeWrong: 'El código no es correcto. Te quedan {n} intentos.',
  attendanceCodeExhausted: 'Se agotaron los intentos; pide un código nuevo a tu coordinador.',
  attendanceCodeAlreadyValidated: 'Tu asistencia de hoy ya está validada con otro código.',
  attendanceCodeIssued: 'Código generado: dáselo al teacher para que valide su asistencia de hoy.',
  attendanceCodeNotCoordinator: 'Solo la coordinación del plantel del grupo o la administración generan códigos de asistencia.',
  attendanceCodeOwn: 'No puedes generar tu propio código de asistencia: lo genera otra persona de la coordinación.',
  attendanceCodeNotTeacher: 'Esa persona no es teacher de este grupo.',
  attendanceCodeTeacherValidated: 'La asistencia de hoy de este teacher ya está validada.',
  levelMismatch: 'El nivel no corresponde al grupo.',
} as const;
