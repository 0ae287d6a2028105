/**
 * The recordings area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const RECORDINGS_MSG = {
  // Teacher video (spec 3 §2 'Carga tu video', §5; docs/decisions/029)
  videoCardTitle: 'Carga tu video',
  videoCardText: 'Graba un video de aproximadamente 60 segundos presentándote con tu grupo {grupo} y súbelo aquí. Puedes elegir uno que ya tengas en tu teléfono.',
  videoUploaded: 'Video cargado correctamente. ¡Gracias!',
  videoAlreadySent: 'Ya enviaste tu video de este ciclo.',
  videoGroupNotRunning: 'El video se envía para un grupo tuyo del ciclo en curso.',
  videoNotVideo: 'El archivo no es un video. Elige un video MP4, MOV o WebM.',
  videoLongHint: 'Se pide un video de unos 60 segundos; el tuyo dura {duracion}. Puedes subirlo así o elegir otro.',
} as const;
