/**
 * The notifications area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const NOTIFICATIONS_MSG = {
  pushTokenTaken: 'Este dispositivo recibe las notificaciones de otra cuenta. Cierra la sesión de esa cuenta en este dispositivo e inténtalo de nuevo.',
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
} as const;
