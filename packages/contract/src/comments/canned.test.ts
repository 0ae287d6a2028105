import { describe, expect, it } from 'vitest';
import { APPROVED_BY_COMMENT_GRADE, CANNED_COMMENTS, cannedComment } from './canned.js';
import { COMMENTS_MSG } from './messages.js';

describe('CANNED_COMMENTS (spec 3 §2.8)', () => {
  it('are five distinct Spanish texts of the catalogue, ids 1 to 5, exactly one of them approving', () => {
    expect(CANNED_COMMENTS.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(CANNED_COMMENTS.map((c) => c.mensaje)).size).toBe(5);
    for (const c of CANNED_COMMENTS) expect(Object.values(COMMENTS_MSG)).toContain(c.mensaje);
    expect(CANNED_COMMENTS.filter((c) => c.aprueba === 1).map((c) => c.mensaje)).toEqual([COMMENTS_MSG.commentCannedPasses]);
  });

  it('approve at the fixed 70 of spec 2 §9', () => expect(APPROVED_BY_COMMENT_GRADE).toBe(70));
});

describe('cannedComment', () => {
  const [passes, repeat] = CANNED_COMMENTS;
  it.each([
    ['its id', 1, passes],
    ['another id', 2, repeat],
    ['its exact text', COMMENTS_MSG.commentCannedRepeat, repeat],
    ['its text with spaces around and doubled inside', `  ${COMMENTS_MSG.commentCannedPasses.replace(' ', '   ')}\n`, passes],
  ])('finds one by %s', (_, mensaje, expected) => expect(cannedComment(mensaje)).toBe(expected));

  it.each([
    ['free text', 'El alumno se esforzó mucho, apruébenlo.'],
    ['an empty text', ''],
    ['a canned text changed', `${COMMENTS_MSG.commentCannedRepeat} Gracias.`],
    ['a canned text in other case', COMMENTS_MSG.commentCannedRepeat.toUpperCase()],
    ['an unknown id', 6],
    ['id 0', 0],
    ['a negative id', -1],
    ['an id as text', '1'],
  ])('refuses %s', (_, mensaje) => expect(cannedComment(mensaje)).toBeNull());
});
