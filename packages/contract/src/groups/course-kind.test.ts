import { describe, expect, it } from 'vitest';
import { isKidsGroup, isTeensGroup } from './course-kind.js';

describe('course kind by the long name', () => {
  it('finds KIDS and TEENS anywhere, in any case', () => {
    expect(isKidsGroup('KIDS NIVEL 1 PRESENCIAL GRUPO H')).toBe(true);
    expect(isKidsGroup('Nivel 2 kids sabatino')).toBe(true);
    expect(isKidsGroup('ADULTOS NIVEL 1')).toBe(false);
    expect(isTeensGroup('TEENS NIVEL 4 PRESENCIAL GRUPO 12')).toBe(true);
    expect(isTeensGroup('KIDS NIVEL 1')).toBe(false);
  });
});
