/**
 * The app-wide part of the Spanish message catalogue: what every area shows
 * (validation, generic errors, lists, uploads, the group warnings of several
 * screens). Each area keeps its own texts in `<area>/messages.ts` (decision
 * 035); together they are the one catalogue, each text written once. Every
 * text the spec quotes is verbatim (including its spelling); web and API read
 * user-facing text from the catalogue only.
 */
export const MSG = {
  // Common validation (spec 1 §5, spec 2 §5)
  required: 'Requerido.',

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

  // Server answers of every area, written where the spec is silent (docs/api.md)
  loginThrottled: 'Demasiados intentos de inicio de sesión. Espera {minutes} minutos e inténtalo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
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

  // Screens not built yet, and what any request may be refused for
  comingSoonTag: 'Pronto',
  comingSoonNotice: 'Esta sección estará disponible pronto.',
  controlCharacters: 'El texto contiene caracteres no permitidos.',
  urlTooLong: 'La dirección solicitada es demasiado larga.',
  badUrl: 'La dirección solicitada no es válida.',
  uploadMalformed: 'No se pudo leer el archivo enviado. Inténtalo de nuevo.',
  uploadOneFile: 'Envía un solo archivo, sin otros campos.',
  groupNotFound: 'El grupo no existe.',

  // Geolocation test page (spec 3 §2.16)
  geoDenied: 'No diste permiso para usar tu ubicación.',
  geoUnavailable: 'No se pudo obtener tu ubicación. Revisa que el GPS esté encendido.',
  geoUnsupported: 'Este dispositivo no permite obtener la ubicación.',

  // Uploads and stored files (plugins/uploads.ts)
  onlyPdf: 'Solo se aceptan archivos PDF.',
  fileKindNotAllowed: 'Ese tipo de archivo no se acepta.',
  fileTooLarge: 'El archivo es demasiado grande; el máximo es {mb} MB.',
  fileMissing: 'Adjunta un archivo.',
  fileNotFound: 'El archivo no existe.',

  // Web-only labels that behave like messages
  chooseSchool: 'Elige tu escuela',
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
