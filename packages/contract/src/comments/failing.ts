import { gradeValue, PASSING_GRADE, type RawGrade } from '../grades.js';
import { computeGroupGrades, type GradeReportInput } from '../grades/grade-report.js';
import { ATTENDANCE, RESOURCE_TYPE } from '../lessons/schemas.js';

/** Spec 3 §9: a student who can no longer reach 80 is at risk. */
export const POSSIBLE_GRADE_THRESHOLD = 80;

/** A certification group's long name contains CERTI: its students are never listed (spec 3 §5). */
export const isCertificationGroup = (grupo: string): boolean => /CERTI/i.test(grupo);

/** What the failing-student filter reads of a student in a group (docs/decisions/028-comments.md). */
export interface FailingStudentInput {
  /** The group's long name. */
  grupo: string;
  primera: RawGrade;
  segunda: RawGrade;
  /** The grade the student could still reach: every missing exercise and exam at 100 (`studentFigures`). */
  posibilidad: number;
  /** The extraordinary exam's grade; null while not taken. */
  extra: number | null;
}

/** Under 70, or no grade at all (empty, 'SIN CALIFICACION'): not a pass. */
const notPassed = (value: RawGrade) => {
  const n = gradeValue(value);
  return n === null || n < PASSING_GRADE;
};

/**
 * At risk (spec 3 §5, without its last clause): not a CERTI group, and
 * either both chances under 70 or the possible grade under 80, and the
 * extraordinary taken (extra not empty) and under 70.
 */
export function isFailingStudent(s: FailingStudentInput): boolean {
  if (isCertificationGroup(s.grupo)) return false;
  const failedBoth = notPassed(s.primera) && notPassed(s.segunda);
  const cannotReach = s.posibilidad < POSSIBLE_GRADE_THRESHOLD;
  return (failedBoth || cannotReach) && s.extra !== null && s.extra < PASSING_GRADE;
}

/**
 * A comment under review (0) or accepted (1) is the student's comment in the
 * group; with none, or only rejected ones (2), a teacher may write one.
 */
export function awaitsComment(row: { id_estado: number | null }): boolean {
  return row.id_estado === null || row.id_estado === 2;
}

/** Spec 3 §5's failing-student filter, all of it: at risk and no comment yet (none under review or accepted). */
export function failingStudentFilter(s: FailingStudentInput & { id_estado: number | null }): boolean {
  return isFailingStudent(s) && awaitsComment(s);
}

/**
 * Who the list shows: the students at risk, with or without a comment, and
 * those an accepted comment approved (their level now closes at 70, so they
 * are no longer at risk, and the list still shows the decision).
 */
export function isListedForComments(s: FailingStudentInput, approvedByComment: boolean): boolean {
  return approvedByComment || isFailingStudent(s);
}

/** The row's figures of a student in a group, and the possible grade the filter reads. */
export interface StudentFigures {
  /** Exam items (one per lesson with an exam, its recovery counting) with a grade, and the group's planned exams. */
  examenes: number;
  num_examenes: number;
  /** Exercises answered, and the group's planned exercises. */
  ejercicios: number;
  num_ejercicios: number;
  /** The platform's grade (computeGroupGrades). */
  total: number;
  /** Classes attended (present or late), of the group's classes (its working days). */
  asistencias: number;
  total_dias_laborales: number;
  posibilidad: number;
}

/**
 * The figures of a failing-student row from the same input as the student's
 * Calificaciones. `posibilidad` is the grade with every missing exercise and
 * every exam item still without a grade answered at 100; attendance cannot be
 * made up, so it stays as it is.
 */
export function studentFigures(input: GradeReportInput): StudentFigures {
  const graded = input.evaluations.filter((e): e is typeof e & { id_evaluacion: number } => e.id_evaluacion !== null);
  const exercises = graded.filter((e) => e.tipo === RESOURCE_TYPE.exercise);
  const examItems = graded.filter((e) => e.tipo === RESOURCE_TYPE.exam || e.tipo === RESOURCE_TYPE.recoveryExam);
  const examLessons = [...new Set(graded.filter((e) => e.tipo === RESOURCE_TYPE.exam).map((e) => e.leccion))];
  const answeredLesson = (leccion: number) => examItems.some((e) => e.leccion === leccion && input.results.has(e.id_evaluacion));

  const filled = new Map(input.results);
  for (const e of exercises) if (!filled.has(e.id_evaluacion)) filled.set(e.id_evaluacion, 100);
  for (const leccion of examLessons.filter((l) => !answeredLesson(l))) {
    for (const e of graded) if (e.leccion === leccion && e.tipo === RESOURCE_TYPE.exam) filled.set(e.id_evaluacion, 100);
  }

  const attended = input.sessions.filter((s) => {
    const value = input.attendance.get(s.id);
    return value === ATTENDANCE.present || value === ATTENDANCE.late;
  }).length;

  return {
    examenes: examLessons.filter(answeredLesson).length,
    num_examenes: input.weights.num_examenes,
    ejercicios: exercises.filter((e) => input.results.has(e.id_evaluacion)).length,
    num_ejercicios: input.weights.num_ejercicios,
    total: computeGroupGrades(input).calificacion_total,
    asistencias: attended,
    total_dias_laborales: input.sessions.length,
    posibilidad: computeGroupGrades({ ...input, results: filled }).calificacion_total,
  };
}
