import { COMMENTS_MSG } from './messages.js';

/**
 * The five canned comments of 'Enviar Comentario' (spec 3 §2.8), the only
 * texts a failing-student comment may carry (docs/decisions/028-comments.md).
 * The one that says the student passes approves (`aprueba` 1): once a
 * coordinator accepts it the level closes at 70, 'Aprobado por comentario'.
 */
export const CANNED_COMMENTS = [
  { id: 1, mensaje: COMMENTS_MSG.commentCannedPasses, aprueba: 1 },
  { id: 2, mensaje: COMMENTS_MSG.commentCannedRepeat, aprueba: 0 },
  { id: 3, mensaje: COMMENTS_MSG.commentCannedAbsences, aprueba: 0 },
  { id: 4, mensaje: COMMENTS_MSG.commentCannedWork, aprueba: 0 },
  { id: 5, mensaje: COMMENTS_MSG.commentCannedDropped, aprueba: 0 },
] as const satisfies ReadonlyArray<{ id: number; mensaje: string; aprueba: 0 | 1 }>;
export type CannedComment = (typeof CANNED_COMMENTS)[number];
export const CANNED_COMMENT_IDS = CANNED_COMMENTS.map((c) => c.id);

/** The grade a level closes with when an approving comment is accepted (spec 2 §9: 'Aprobado por comentario' fixed at 70). */
export const APPROVED_BY_COMMENT_GRADE = 70;

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The canned comment a request names, by its id or by its exact text (spaces
 * at the ends and doubled inside are forgiven); anything else, free text
 * included, is null.
 */
export function cannedComment(mensaje: string | number): CannedComment | null {
  if (typeof mensaje === 'number') return CANNED_COMMENTS.find((c) => c.id === mensaje) ?? null;
  const text = normalised(mensaje);
  return CANNED_COMMENTS.find((c) => c.mensaje === text) ?? null;
}
