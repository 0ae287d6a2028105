/** Passing grade of every level (spec 1 §9, spec 2 §9). */
export const PASSING_GRADE = 70;
/** The text some ERP rows carry instead of a first-chance grade. */
export const SIN_CALIFICACION = 'SIN CALIFICACION';

/** A grade as the ERP holds it: a number, the text SIN CALIFICACION, or nothing. */
export type RawGrade = number | string | null | undefined;

/** A grade counts as set when it is neither null/undefined nor empty text. */
export function isGradeSet(value: RawGrade): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return Number.isFinite(value);
}

/** The numeric value of a grade, or null for empty or non-numeric text. */
export function gradeValue(value: RawGrade): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export function isSinCalificacion(value: RawGrade): boolean {
  return typeof value === 'string' && value.trim().toUpperCase() === SIN_CALIFICACION;
}

export function isPassing(value: RawGrade): boolean {
  const n = gradeValue(value);
  return n !== null && n >= PASSING_GRADE;
}

export function isFailing(value: RawGrade): boolean {
  const n = gradeValue(value);
  return n !== null && n < PASSING_GRADE;
}

/** Grades and points are shown with at most 2 decimals. */
export function roundGrade(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

/** A level's final grade: the second chance (extraordinario) when set, else the first; null when neither is a number. */
export function finalGrade(primera: RawGrade, segunda: RawGrade): number | null {
  return gradeValue(segunda) ?? gradeValue(primera);
}

/**
 * The kardex's promedio (docs/decisions/015, "Kardex"): the mean of the final
 * grade of each row, rows without one ('SIN CALIFICACION', empty, a level
 * under way) left out; 2 decimals; null when no row has a grade.
 */
export function kardexAverage(rows: ReadonlyArray<{ primera: RawGrade; segunda: RawGrade }>): number | null {
  const grades = rows.map((r) => finalGrade(r.primera, r.segunda)).filter((g): g is number => g !== null);
  return grades.length === 0 ? null : roundGrade(grades.reduce((a, b) => a + b, 0) / grades.length);
}
