import { describe, expect, it } from 'vitest';
import { finalGrade, kardexAverage, SIN_CALIFICACION, type RawGrade } from './grades.js';

describe('finalGrade', () => {
  it.each([
    ['the first chance alone', 92, null, 92],
    ['the second chance replaces a failed first', 62, 75, 75],
    ['the second chance counts even when lower', 62, 55, 55],
    ['the second chance after SIN CALIFICACION', SIN_CALIFICACION, 80, 80],
    ['numeric text as the ERP sends it', '88.5', '', 88.5],
    ['SIN CALIFICACION alone is no grade', SIN_CALIFICACION, null, null],
    ['a level under way has none', null, null, null],
  ] as const)('%s', (_, primera: RawGrade, segunda: RawGrade, expected) => expect(finalGrade(primera, segunda)).toBe(expected));
});

describe('kardexAverage', () => {
  it.each([
    ['two graded levels and two under way (demo.alumno)', [[92, null], [85, null], [null, null], [null, null]], 88.5],
    ['the second chance counts instead of the first', [[80, null], [62, 55], [50, null]], 61.67],
    ['SIN CALIFICACION and empty text are left out', [[SIN_CALIFICACION, null], ['', ''], [70, null]], 70],
    ['rounded to 2 decimals', [[100, null], [90, null], [90, null]], 93.33],
    ['no graded level: null, not 0', [[null, null], [SIN_CALIFICACION, null]], null],
    ['no levels at all', [], null],
  ] as const)('%s', (_, rows, expected) => {
    expect(kardexAverage(rows.map(([primera, segunda]) => ({ primera, segunda })))).toBe(expected);
  });
});
