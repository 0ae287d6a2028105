import { PASSING_GRADE, roundGrade } from '../grades.js';
import { EXERCISES_MSG } from '../exercises/messages.js';
import { GRADES_MSG } from './messages.js';
import { LESSONS_MSG } from '../lessons/messages.js';
import { attendanceText, best, lessonDateState, type SessionInput } from '../lessons/lesson-rows.js';
import { ATTENDANCE, RESOURCE_TYPE } from '../lessons/schemas.js';
import type { BreakdownColor, GradeBreakdownRow, GroupGrades } from './schemas.js';

/** Credit of an attendance value toward the attendance points: a late arrival counts half (spec 2 §9). */
export function attendanceCredit(value: number | null | undefined): number {
  if (value === ATTENDANCE.present) return 1;
  if (value === ATTENDANCE.late) return 0.5;
  return 0;
}

function attendanceColor(value: number | null | undefined): BreakdownColor {
  if (value === ATTENDANCE.present) return 'success';
  if (value === ATTENDANCE.late) return 'warning';
  if (value === ATTENDANCE.absent || value === ATTENDANCE.absentLegacy) return 'error';
  return 'default';
}

/** Attendance points (decision 015): limit × Σ credit ÷ every session of the group, rounded. */
export function attendancePoints(limit: number, credits: number, sessions: number): number {
  return sessions > 0 ? roundGrade((limit * credits) / sessions) : 0;
}

/** Points of exercises or exams (decision 015): limit × Σ grades ÷ (planned × 100), capped at the limit, rounded. */
export function itemPoints(limit: number, sum: number, planned: number): number {
  return planned > 0 ? roundGrade(Math.min(limit, (limit * sum) / (planned * 100))) : 0;
}

/** YYYY-MM-DD -> dd/mm/aaaa. */
export function formatSchoolDate(fecha: string): string {
  const [y, m, d] = fecha.split('-');
  return `${d}/${m}/${y}`;
}

export interface GradeWeights {
  valor_asistencias: number;
  valor_ejercicios: number;
  valor_examenes: number;
  num_ejercicios: number;
  num_examenes: number;
}
/** A resource of the level's ordinary lessons; those without an evaluation (PDF, video) are ignored. */
export interface GradeEvaluation {
  leccion: number;
  tipo: number;
  id_evaluacion: number | null;
}
export interface GradeReportInput {
  weights: GradeWeights;
  /** Every session of the group. */
  sessions: readonly SessionInput[];
  /** The student's attendance per session id. */
  attendance: ReadonlyMap<number, number>;
  /** The resources of the level's ordinary lessons. */
  evaluations: readonly GradeEvaluation[];
  /** The student's grade per evaluation. */
  results: ReadonlyMap<number, number>;
  comentario: Array<{ maestro: string; mensaje: string }>;
  /** The school's today and the last day of the group's cycle, YYYY-MM-DD. */
  today: string;
  cycleEnd: string;
}

/**
 * The grade of a student in a group (spec 2 §9; decision 015). Points are
 * banked toward the level's 100, so each part only grows during the cycle:
 * - asistencias: valor_asistencias × Σ credit / number of sessions of the
 *   group (present 1, late ½, absent, sin participación or unrecorded 0);
 * - ejercicios: valor_ejercicios × Σ exercise grades / (num_ejercicios × 100);
 * - examenes: per lesson with an exam, the better of the exam and its
 *   recovery exam; valor_examenes × Σ / (num_examenes × 100);
 * - each part is capped at its limite and rounded to 2 decimals; the total is
 *   the sum of the rounded parts;
 * - estatus 'En curso' until the cycle's last day, then 'Aprobado' at 70 or
 *   more, else 'Reprobado'.
 * Breakdowns list the sessions held (date before today, or today once
 * recorded) and the exercises and exams of open lessons or already answered.
 */
export function computeGroupGrades(input: GradeReportInput): GroupGrades {
  const { weights, today } = input;
  const sessions = [...input.sessions].sort((a, b) => a.leccion - b.leccion);
  const lessons = lessonDates(sessions, today);
  const evaluations = input.evaluations.filter((e): e is GradeEvaluation & { id_evaluacion: number } => e.id_evaluacion !== null);
  const { pts_total_asistencia, attendanceRows } = attendancePart(input, sessions);
  const { pts_total_ejercicios, exerciseRows } = exercisesPart(input, evaluations, lessons);
  const { pts_total_examenes, examRows } = examsPart(input, evaluations, lessons);

  const calificacion_total = roundGrade(pts_total_asistencia + pts_total_ejercicios + pts_total_examenes);
  const estatus = today <= input.cycleEnd ? GRADES_MSG.gradeInProgress : calificacion_total >= PASSING_GRADE ? GRADES_MSG.gradePassed : GRADES_MSG.gradeFailed;

  return {
    asistencias: { pts_total_asistencia, limite: weights.valor_asistencias, desgloce: attendanceRows },
    ejercicios: { pts_total_ejercicios, limite: weights.valor_ejercicios, desgloce: exerciseRows },
    examenes: { pts_total_examenes, limite: weights.valor_examenes, desgloce: examRows },
    calificacion_total,
    estatus,
    comentario: input.comentario,
  };
}

type DatedEvaluation = GradeEvaluation & { id_evaluacion: number };

/** When a lesson's item is listed (answered, or its lesson open) and the date it shows. */
function lessonDates(sessions: readonly SessionInput[], today: string) {
  const sessionOf = new Map(sessions.map((s) => [s.leccion, s]));
  return {
    isDue: (leccion: number, answered: boolean) => {
      const s = sessionOf.get(leccion);
      return answered || (s !== undefined && lessonDateState(s.fecha, today) === 1);
    },
    fechaOf: (leccion: number) => {
      const s = sessionOf.get(leccion);
      return s ? formatSchoolDate(s.fecha) : '';
    },
  };
}

/** Attendance: points over all the group's sessions, rows for the sessions held. */
function attendancePart({ weights, today, attendance }: GradeReportInput, sessions: readonly SessionInput[]) {
  const held = sessions.filter((s) => s.fecha < today || (s.fecha === today && attendance.has(s.id)));
  const credits = sessions.reduce((sum, s) => sum + attendanceCredit(attendance.get(s.id)), 0);
  // Each credit is at most 1, so this never passes valor_asistencias.
  const pts_total_asistencia = attendancePoints(weights.valor_asistencias, credits, sessions.length);
  const attendanceRows: GradeBreakdownRow[] = held.map((s) => {
    const value = attendance.get(s.id);
    return {
      fecha_formato: formatSchoolDate(s.fecha),
      valor_text: attendanceText(value),
      color: attendanceColor(value),
      session: s.leccion,
      calificacion: attendanceCredit(value) * 100,
    };
  });
  return { pts_total_asistencia, attendanceRows };
}

/** Exercises: the sum of their grades over the exercises the level counts. */
function exercisesPart({ weights, results }: GradeReportInput, evaluations: readonly DatedEvaluation[], { isDue, fechaOf }: ReturnType<typeof lessonDates>) {
  const exercises = evaluations
    .filter((e) => e.tipo === RESOURCE_TYPE.exercise)
    .sort((a, b) => a.leccion - b.leccion || a.id_evaluacion - b.id_evaluacion);
  const exerciseSum = exercises.reduce((sum, e) => sum + (results.get(e.id_evaluacion) ?? 0), 0);
  const pts_total_ejercicios = itemPoints(weights.valor_ejercicios, exerciseSum, weights.num_ejercicios);
  const exerciseRows: GradeBreakdownRow[] = exercises
    .filter((e) => isDue(e.leccion, results.has(e.id_evaluacion)))
    .map((e) => {
      const grade = results.get(e.id_evaluacion) ?? null;
      return {
        fecha_formato: fechaOf(e.leccion),
        valor_text: grade === null ? LESSONS_MSG.exerciseMissing : LESSONS_MSG.exerciseDone,
        color: grade === null ? 'error' : grade >= PASSING_GRADE ? 'success' : 'warning',
        session: e.leccion,
        calificacion: grade,
      };
    });
  return { pts_total_ejercicios, exerciseRows };
}

/** Exams: one item per lesson with an exam; its recovery exam replaces it when higher. */
function examsPart({ weights, results }: GradeReportInput, evaluations: readonly DatedEvaluation[], { isDue, fechaOf }: ReturnType<typeof lessonDates>) {
  const examLessons = [...new Set(evaluations.filter((e) => e.tipo === RESOURCE_TYPE.exam).map((e) => e.leccion))].sort((a, b) => a - b);
  const examItems = examLessons.map((leccion) => {
    const gradesOf = (tipo: number) =>
      evaluations
        .filter((e) => e.leccion === leccion && e.tipo === tipo)
        .map((e) => results.get(e.id_evaluacion))
        .filter((g): g is number => g !== undefined);
    const examBest = best(gradesOf(RESOURCE_TYPE.exam));
    const recoveryBest = best(gradesOf(RESOURCE_TYPE.recoveryExam));
    const recovered = recoveryBest !== null && (examBest === null || recoveryBest > examBest);
    return { leccion, grade: recovered ? recoveryBest : examBest, recovered };
  });
  const examSum = examItems.reduce((sum, e) => sum + (e.grade ?? 0), 0);
  const pts_total_examenes = itemPoints(weights.valor_examenes, examSum, weights.num_examenes);
  const examRows: GradeBreakdownRow[] = examItems
    .filter((e) => isDue(e.leccion, e.grade !== null))
    .map((e) => ({
      fecha_formato: fechaOf(e.leccion),
      valor_text: e.grade === null ? LESSONS_MSG.examMissing : e.recovered ? GRADES_MSG.examRecovered : EXERCISES_MSG.examDone,
      color: e.grade === null ? 'error' : e.grade >= PASSING_GRADE ? 'success' : 'warning',
      session: e.leccion,
      calificacion: e.grade,
    }));
  return { pts_total_examenes, examRows };
}
