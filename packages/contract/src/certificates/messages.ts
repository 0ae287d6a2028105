/**
 * The certificates area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const CERTIFICATES_MSG = {
  toeflPassed: '¡Felicidades! Tu resultado del TOEFL es satisfactorio.',
  toeflFailed: 'Tu resultado del TOEFL no fue satisfactorio.',
  toeflRetake:
    'Puedes volver a presentar el examen: acércate a tu sucursal para agendar una nueva fecha y reforzar tu preparación.',
  toeflPending: 'Aún no tienes un resultado del TOEFL.',
  exciPending: 'Aún no tienes un resultado del EXCI.',
  // Study certificates (spec 1 §8; server texts where silent)
  certificateExists: 'Ya tienes una constancia de este ciclo.',
  certificateCreated: 'Constancia generada correctamente.',
  certificateNoGroup: 'No encontramos un grupo activo para generar tu constancia.',
} as const;
