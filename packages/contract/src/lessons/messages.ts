/**
 * The lessons area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const LESSONS_MSG = {
  // Lessons (spec 2 §2, §4; server texts where silent: docs/decisions/015)
  resourceSetInvalid: 'tipo debe ser 0 (lecciones) o 1 (certificación).',
  exerciseDone: 'Ejercicio realizado',
  exerciseMissing: 'Ejercicio faltante',
  certificationPrevious: 'Para habilitar este ejercicio es necesario contestar el anterior',
  certificationLastRequirements:
    'Para presentar el examen final necesitas: contestar la lección anterior y obtener en ella una calificación de {minimo} o más.',
  examMissing: 'Examen faltante',
  resourceSetEmpty: 'Este nivel no tiene lecciones de certificación.',
  resourceNotOpen: 'Este recurso no está disponible para ti en este momento.',
  resourceFileMissing: 'El archivo de este recurso no está disponible; avísale a tu maestro.',
  certificationCodeNotYet: 'Tu código de certificación estará disponible cuando tengas calificación en la última lección.',
  certificationManualName: 'Manual de instrucciones',
  // Lessons list, certification lessons, e-books and videos (spec 2 §2, §4; issue 9)
  availableFrom: 'Disponible a partir del: {fecha}',
  exercisesDoneOf: 'Ejercicios realizados: {n} de {total}',
  lessonLocked: 'Esta lección aún no está disponible. Tu maestro te dirá cuándo se habilita.',
  lessonUnlockedBy: 'Se habilita cuando contestes la lección {leccion}.',
  lessonPreviousGrade: 'Tu calificación en la lección {leccion}: {calificacion}.',
  lessonNotFound: 'Esta lección no existe en tu grupo.',
  lessonsEmpty: 'Tu grupo aún no tiene lecciones programadas.',
  pdfPageOf: 'Página {n} de {total}',
  pdfViewFailed: 'No pudimos mostrar este libro aquí. Descárgalo con el botón Descargar.',
  // The viewer's zoom (buttons and pinch) and where it reopens a book (issue 18).
  pdfZoomIn: 'Acercar',
  pdfZoomOut: 'Alejar',
  pdfZoomLevel: 'Tamaño {n} %',
  pdfResumed: 'Seguimos donde te quedaste: página {n}.',
  certificationCodeTitle: '¡Excelente!',
  certificationCodeCongrats: '¡Felicidades! Terminaste las lecciones de certificación y ya tienes tu código.',
  // The code card stays for a failed last lesson (spec 2 §4), without congratulating it (issue 18).
  certificationCodeTitlePlain: 'Tu código de certificación',
  certificationCodeNotPassed:
    'Terminaste las lecciones de certificación y ya tienes tu código. En la última obtuviste {calificacion}, menos de {minimo}: repásalas antes de presentar el examen.',
  certificationCodeUse:
    'Con este código presentas tu examen de certificación en línea. Descarga el manual de instrucciones y léelo con calma; cuando estés listo, entra a «Presentar examen» y escribe tu código. Es personal: no lo compartas.',
  certificationCodeCopied: 'Código copiado',
  certificationCodeCopyFailed: 'No se pudo copiar; mantén presionado el código para copiarlo.',
  certificationIntro:
    'Contesta las lecciones en orden: cada una se habilita cuando contestas la anterior. Para presentar el examen final necesitas {minimo} o más en la lección anterior. Al terminar recibirás tu código de certificación.',
} as const;
