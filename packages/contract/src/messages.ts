/**
 * The Spanish message catalogue. Every text the spec quotes is here verbatim
 * (including its spelling); web and API read user-facing text from here only.
 */
export const MSG = {
  // Common validation (spec 1 §5, spec 2 §5)
  required: 'Requerido.',
  requiredNoDot: 'Requerido',
  emailMustBeValid: 'E-mail must be valid',

  // Landing
  installApp: 'Porfavor, instala la aplicación',

  // Generic error dialog (spec 1 §8)
  connectionError: 'Error en la conexión con el servidor',
  // The spec's 404 text sends users to 'levantar un ticket' in Soporte, which does not exist yet: they are sent to their branch, whose contact the dialog shows (decision 033).
  routeNotFound: 'Ruta no encontrada, comunícate con tu sucursal, por favor',
  serverDown: 'El servidor no se encuentra activo, contacta a sistemas',

  // No internet (spec 1 §8)
  noInternetTitle: 'Lo sentimos, pero no tienes internet en estos momentos',
  noInternetBody: 'Activa tu internet para poder continuar',
  // Offline (decision 032): the notice is a band the user can close (its texts: offline-messages.ts).
  offlineWriteNeedsNetwork: 'Necesitas conexión a internet para guardar esto. Inténtalo cuando vuelva la conexión.',

  // Group warnings (spec 2 §8)
  groupFailed: 'Nivel no aprobado, por favor, responde tus ejercicios para poder continuar.',
  groupExtraordinario: 'Nivel no aprobado, por favor, realiza tu examen extraordinario.',
  groupBlocked: 'Este grupo no está habilitado, necesitas aprobar el nivel anterior.',
  groupSuperseded: 'Este grupo es de un ciclo anterior: tienes un grupo más reciente de este nivel, y tus lecciones y calificaciones están en él.',

  // Access denied (spec 2 §8)
  noAccessTitle: '¡Sin acceso!',
  noAccessBody:
    'Lo sentimos, pero no acreditaste tu nivel anterior, comunícate con tu sucursal para una reubicación de nivel',

  // Server-side messages written where the spec is silent (docs/api.md)
  loginWrong: 'Usuario o contraseña incorrectos.',
  loginInactive: 'Tu cuenta está inactiva, comunícate con tu sucursal.',
  loginThrottled: 'Demasiados intentos de inicio de sesión. Espera {minutes} minutos e inténtalo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  loggedOut: 'Sesión cerrada.',
  sessionRequired: 'Tu sesión expiró o no has iniciado sesión. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  routeUnknown: 'Ruta no encontrada, comunícate con tu sucursal, por favor',
  badJson: 'El cuerpo de la solicitud no es un JSON válido.',
  badInput: 'Datos inválidos: {detail}',
  unknownField: 'Campo no permitido: {field}',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  bodyTooSlow: 'La solicitud tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  internalError: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  overloaded: 'El servicio está recibiendo muchas solicitudes. Inténtalo de nuevo en unos segundos.',
  invalidId: 'Identificador inválido.',
  // Lists (docs/decisions/022-lists.md)
  listPageInvalid: 'La página debe ser un número entero de 1 en adelante.',
  listSizeInvalid: 'El tamaño de página debe ser un número entero entre 1 y {max}.',
  listSearchTooLong: 'La búsqueda admite hasta {max} caracteres.',
  listSortInvalid: 'No se puede ordenar por ese campo.',
  listEmpty: 'No hay registros.',
  listNoMatches: 'Ningún registro coincide con tu búsqueda.',
  listLoadFailed: 'No pudimos cargar la lista. Inténtalo de nuevo.',
  listRetry: 'Reintentar',
  listSearch: 'Buscar',
  dataChangedElsewhere: 'Tus datos cambiaron en otro dispositivo mientras editabas. Ya te mostramos los datos actuales: revisa y vuelve a guardar.',
  fiscalChangedElsewhere: 'Tus datos fiscales cambiaron en otro dispositivo. Ya te mostramos los datos actuales: revisa y vuelve a guardar.',
  personalDataMissing: 'Aún no tienes datos personales registrados.',
  emailChangeNeedsPassword: 'Para cambiar tu correo escribe tu contraseña actual.',
  nameCriteriaRules:
    'Criterios: escribe tu nombre y apellidos como en tu acta de nacimiento, con mayúscula solo al inicio de cada palabra (por ejemplo, «María José»); no los escribas todo en mayúsculas.',
  comingSoonTag: 'Pronto',
  comingSoonNotice: 'Esta sección estará disponible pronto.',
  pushTokenTaken: 'Este dispositivo recibe las notificaciones de otra cuenta. Cierra la sesión de esa cuenta en este dispositivo e inténtalo de nuevo.',
  controlCharacters: 'El texto contiene caracteres no permitidos.',
  urlTooLong: 'La dirección solicitada es demasiado larga.',
  badUrl: 'La dirección solicitada no es válida.',
  uploadMalformed: 'No se pudo leer el archivo enviado. Inténtalo de nuevo.',
  uploadOneFile: 'Envía un solo archivo, sin otros campos.',
  groupNotFound: 'El grupo no existe.',
  deviceSaved: 'Dispositivo registrado correctamente.',
  tokenSaved: 'Token de notificaciones registrado correctamente.',
  pushTokenInvalid: 'El token de notificaciones no es válido.',

  // Notification preferences, kept on the device (spec 1 §3)
  topicPaymentNotice: 'Aviso de pago',
  topicClassesStart: 'Inicio de clases',
  topicExamDays: 'Días de exámenes',
  topicWordOfDay: 'Palabra del día',
  pushEnabled: 'Notificaciones activadas en este dispositivo.',
  pushDenied: 'Las notificaciones están bloqueadas en este navegador. Permítelas en su configuración para recibirlas.',
  pushUnsupported: 'Este navegador no admite notificaciones.',
  pushFailed: 'No se pudieron activar las notificaciones en este dispositivo. Inténtalo de nuevo más tarde.',

  // Geolocation test page (spec 3 §2.16)
  geoDenied: 'No diste permiso para usar tu ubicación.',
  geoUnavailable: 'No se pudo obtener tu ubicación. Revisa que el GPS esté encendido.',
  geoUnsupported: 'Este dispositivo no permite obtener la ubicación.',
  accessOk: 'Acceso permitido.',

  // Profile (spec 1 §5; server texts where the spec is silent)
  passwordTooShort: 'Debes ingresar más de 8 caractéres',
  dataUpdated: 'Datos actualizados correctamente.',
  passwordUpdated: 'Contraseña actualizada correctamente.',
  passwordCurrentWrong: 'La contraseña actual no es correcta.',
  passwordSameAsCurrent: 'La nueva contraseña debe ser distinta de la actual.',
  avatarUpdated: 'Avatar actualizado correctamente.',
  avatarOptionInvalid: 'Opción de avatar no válida: {part}',
  ageInvalid: 'Ingresa una edad válida.',
  cpInvalid: 'Ingresa un código postal válido.',
  qrReady: 'Ya puedes mostrar tu código QR!',

  // Registration and account recovery (spec 2 §5, §8; server texts where silent)
  nameCriteria:
    'Lo sentimos, pero tu nombre no cuenta con los criterios adecuados, por favor revisa los criterios para poder continuar',
  checkAllData: 'Por favor, revisa que todos tus datos estén correctos',
  registrationMailSent: 'Correo enviado con exito',
  alreadyRegistered: 'Ya registraste tus datos. Revisa tu correo para activar tu cuenta.',
  accountNotActivated:
    'Tu cuenta aún no está activada. Abre el enlace que te enviamos por correo o pide uno nuevo en "Reenviar correo".',
  accountActivated: 'Tu cuenta quedó activada. Ya puedes iniciar sesión.',
  linkInvalid: 'El enlace no es válido o ya expiró. Pide uno nuevo.',
  recoverySent:
    'Si la matrícula está registrada, te enviamos un correo con las instrucciones para recuperar tu contraseña.',
  resendSent: 'Si los datos corresponden a una cuenta pendiente de activación, te enviamos un nuevo correo de activación.',
  passwordReset: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.',
  // Written for the web where the spec is silent: the confirmation differs from the new password.
  passwordsDiffer: 'Las contraseñas no coinciden.',
  mailFailed: 'No pudimos enviar el correo en este momento. Inténtalo de nuevo más tarde.',
  accountThrottled: 'Demasiadas solicitudes para esta cuenta. Espera {minutes} minutos e inténtalo de nuevo.',

  // Fiscal data (spec 1 §5, §8; server texts where silent)
  fieldRequired: 'Este campo es obligatorio',
  mailRequired: 'El correo es obligatorio',
  mailInvalid: 'Correo inválido',
  fillEmptyFields: 'Llena los campos vacíos',
  qrUnreadable:
    'Por favor revisa tu constancia, o escanea el QR de la constancia con tu celular para veriticar la información',
  rfcInvalid: 'El RFC no tiene un formato válido.',
  regimenUnknown: 'El régimen fiscal no existe.',
  regimenMismatch: 'El régimen fiscal no corresponde a una persona {tipo} (RFC de {length} caracteres).',
  municipioUnknown: 'El municipio no existe.',
  fiscalSaved: 'Datos fiscales guardados correctamente.',
  fiscalDeleted: 'Datos eliminados correctamente',
  fiscalExists: 'Ya tienes datos fiscales registrados; edítalos en lugar de crear otros.',
  fiscalNotFound: 'No se encontraron esos datos fiscales.',
  constanciaUnknown: 'Primero sube el PDF de tu constancia de situación fiscal.',
  onlyPdf: 'Solo se aceptan archivos PDF.',
  fileKindNotAllowed: 'Ese tipo de archivo no se acepta.',
  fileTooLarge: 'El archivo es demasiado grande; el máximo es {mb} MB.',
  fileMissing: 'Adjunta un archivo.',
  fileNotFound: 'El archivo no existe.',

  // Rules, EXCI and TOEFL (server texts where the spec is silent)
  alreadySigned: 'Ya firmaste el reglamento.',
  signatureSaved: 'Firma registrada correctamente.',
  signatureUnknown: 'Primero sube la imagen de tu firma.',
  toeflPassed: '¡Felicidades! Tu resultado del TOEFL es satisfactorio.',
  toeflFailed: 'Tu resultado del TOEFL no fue satisfactorio.',
  toeflRetake:
    'Puedes volver a presentar el examen: acércate a tu sucursal para agendar una nueva fecha y reforzar tu preparación.',
  toeflPending: 'Aún no tienes un resultado del TOEFL.',
  exciPending: 'Aún no tienes un resultado del EXCI.',
  ruleNotFound: 'La regla no existe.',
  ruleUpdated: 'Regla actualizada correctamente.',

  // Study certificates (spec 1 §8; server texts where silent)
  certificateExists: 'Ya tienes una constancia de este ciclo.',
  certificateCreated: 'Constancia generada correctamente.',
  certificateNoGroup: 'No encontramos un grupo activo para generar tu constancia.',

  // Lessons (spec 2 §2, §4; server texts where silent: docs/decisions/015)
  resourceSetInvalid: 'tipo debe ser 0 (lecciones) o 1 (certificación).',
  exerciseDone: 'Ejercicio realizado',
  exerciseMissing: 'Ejercicio faltante',
  certificationPrevious: 'Para habilitar este ejercicio es necesario contestar el anterior',
  certificationLastRequirements:
    'Para presentar el examen final necesitas: contestar la lección anterior y obtener en ella una calificación de {minimo} o más.',
  attendancePresent: 'Asistencia',
  attendanceAbsent: 'Falta',
  attendanceLate: 'Retardo',
  attendanceNoParticipation: 'Sin participación',
  attendanceNotRecorded: 'Sin registro',
  examDone: 'Examen realizado',
  examMissing: 'Examen faltante',
  examRecovered: 'Examen de recuperación',
  resourceSetEmpty: 'Este nivel no tiene lecciones de certificación.',
  resourceNotFound: 'El recurso no existe.',
  resourceNotOpen: 'Este recurso no está disponible para ti en este momento.',
  resourceFileMissing: 'El archivo de este recurso no está disponible; avísale a tu maestro.',
  certificationCodeNotYet: 'Tu código de certificación estará disponible cuando tengas calificación en la última lección.',
  certificationManualName: 'Manual de instrucciones',


  // Exercises, exams and the quality exam (spec 2 §2, §5, §8; server texts where silent: docs/decisions/023)
  answerMissing: 'Por favor, contesta la pregunta #{n}',
  exerciseSaved: 'Ejercicio Realizado',
  qualityThanks:
    '¡Gracias por contestar! Este examen nos ayuda a conocer tus áreas de oportunidad; no afecta tu calificación final.',
  evaluationNotFound: 'La evaluación no existe.',
  evaluationNotOpen: 'Esta evaluación no está disponible para ti en este momento.',
  answerUnknownQuestion: 'La pregunta #{n} no es de esta evaluación.',
  answerInvalidOption: 'La respuesta de la pregunta #{n} no es una opción válida.',
  examAlreadyAnswered: 'Ya contestaste este examen; un examen se contesta una sola vez.',
  exerciseNotEditable: 'Este ejercicio ya no se puede volver a enviar.',
  resultMismatch: 'Tu resultado cambió desde que abriste el ejercicio; vuelve a abrirlo.',
  qualityAlreadyAnswered: 'Ya entregaste el examen de calidad.',
  recoveryNotNeeded: 'Aprobaste el examen de esta lección; el examen de recuperación no es necesario.',
  examMidterm: 'Examen de medio termino',
  examFinal: 'Examen final',
  examTitle: 'Examen',

  // Grades (spec 2 §2 "Grades"; estatus texts: docs/decisions/015)
  gradePassed: 'Aprobado',
  gradeFailed: 'Reprobado',
  gradeInProgress: 'En curso',


  // Web-only labels that behave like messages
  chooseSchool: 'Elige tu escuela',
  staffLogin: 'Acceso para personal',
  running: 'CORRIENDO',
} as const;

export type MessageKey = keyof typeof MSG;

/** Fills `{name}` placeholders of a catalogue text. */
export function formatMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The 413 text for an upload limit in bytes: the server's answer and the phone's check before sending. */
export function fileTooLargeMessage(maxBytes: number): string {
  return formatMessage(MSG.fileTooLarge, { mb: Math.round(maxBytes / 1048576) });
}
