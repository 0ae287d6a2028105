/**
 * The rules area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const RULES_MSG = {
  // Rules, EXCI and TOEFL (server texts where the spec is silent)
  alreadySigned: 'Ya firmaste el reglamento.',
  signatureSaved: 'Firma registrada correctamente.',
  signatureUnknown: 'Primero sube la imagen de tu firma.',
} as const;
