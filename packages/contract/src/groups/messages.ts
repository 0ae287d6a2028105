/**
 * The groups area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const GROUPS_MSG = {
  running: 'CORRIENDO',
  teacherNotFound: 'El teacher no existe.',
} as const;
