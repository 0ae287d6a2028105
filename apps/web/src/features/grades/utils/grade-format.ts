import {
  explainGrade,
  type GradeExplanation,
  GRADES_MSG,
  gradeValue,
  type GroupGradesAnswer,
  isSinCalificacion,
  PASSING_GRADE,
  type RawGrade,
  roundGrade,
} from '@lms/contract';

/** How far a radial is filled: points over their limit as 0-100 (an empty limit, or a missing grade, fills nothing). */
export function radialPercent(points: number | null, limit: number): number {
  if (points === null || limit <= 0) return 0;
  return Math.min(100, Math.max(0, (points / limit) * 100));
}

/** Points and grades as every grade screen shows them: up to 2 decimals, decimal point. */
export const gradeNumber = (n: number) => String(roundGrade(n));

/** A grade as the ERP holds it, for a table cell: the number, 'Sin calificación', or a dash when there is none yet. */
export function gradeText(value: RawGrade): string {
  if (isSinCalificacion(value)) return 'Sin calificación';
  const n = gradeValue(value);
  return n === null ? '—' : gradeNumber(n);
}

export type GradeTone = 'success' | 'error' | 'primary';

/**
 * The colour of a grade out of 100 (the total, the kardex average): green at
 * the passing grade or more; under it red once it is final, the brand colour
 * while the group runs (a low total mid-cycle is points still to earn, not a
 * failure).
 */
export function gradeTone(grade: number | null, final: boolean): GradeTone {
  if (grade === null) return 'primary';
  if (grade >= PASSING_GRADE) return 'success';
  return final ? 'error' : 'primary';
}

/** Whether the group's grade is final (the cycle ended: Aprobado or Reprobado). */
export const isFinal = (grades: Pick<GroupGradesAnswer, 'estatus'>) => grades.estatus !== GRADES_MSG.gradeInProgress;

/** "¿Cómo se calcula?": the server's answer with the group's planned counts (grupos.informacion). */
export function explainGroupGrade(grades: GroupGradesAnswer, counts: { num_ejercicios: number; num_examenes: number }): GradeExplanation {
  return explainGrade({ grades, num_ejercicios: counts.num_ejercicios, num_examenes: counts.num_examenes, num_sesiones: grades.num_sesiones });
}
