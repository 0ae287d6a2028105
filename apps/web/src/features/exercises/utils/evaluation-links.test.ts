import { describe, expect, it } from 'vitest';
import { evaluationSearch, lessonsListPath, readEvaluationParams } from './evaluation-links';

describe('the URL of an evaluation screen', () => {
  it('carries the encoded group and the evaluation, and reads them back', () => {
    expect(evaluationSearch(3, 62)).toBe('?grupo=Mw&evaluacion=62');
    expect(readEvaluationParams(new URLSearchParams('?grupo=Mw&evaluacion=62'))).toEqual({ groupId: 3, evaluationId: 62 });
    expect(evaluationSearch(3, null)).toBe('?grupo=Mw');
  });

  it('reads a missing or unreadable id as none', () => {
    expect(readEvaluationParams(new URLSearchParams('?grupo=%25%25&evaluacion=-4'))).toEqual({ groupId: null, evaluationId: null });
    expect(readEvaluationParams(new URLSearchParams(''))).toEqual({ groupId: null, evaluationId: null });
  });

  it("goes back to the group's lessons with DetalleGrupo's id, or to Mis grupos without a group", () => {
    expect(lessonsListPath(3)).toBe('/recursosgrupousuario?id=Mw');
    expect(lessonsListPath(null)).toBe('/gruposalumnos');
  });
});
