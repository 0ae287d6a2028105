import { PASSING_GRADE, roundGrade } from '../grades.js';
import { formatMessage } from '../messages.js';
import { ATTENDANCE, RESOURCE_TYPE, type LessonResource, type LessonRow, type ResourceType } from './schemas.js';
import { ATTENDANCE_MSG } from '../attendance/messages.js';
import { EXERCISES_MSG } from '../exercises/messages.js';
import { LESSONS_MSG } from './messages.js';

/** The last certification lesson needs at least this grade in the previous one (spec 2 §4, §9). */
export const CERTIFICATION_LAST_MINIMUM = 75;

/** Spanish text of an attendance value (spec 2 §4, spec 3 §2.6); null: not recorded. */
export function attendanceText(value: number | null | undefined): string {
  switch (value) {
    case ATTENDANCE.present:
      return ATTENDANCE_MSG.attendancePresent;
    case ATTENDANCE.absent:
    case ATTENDANCE.absentLegacy:
      return ATTENDANCE_MSG.attendanceAbsent;
    case ATTENDANCE.late:
      return ATTENDANCE_MSG.attendanceLate;
    case ATTENDANCE.noParticipation:
      return ATTENDANCE_MSG.attendanceNoParticipation;
    default:
      return ATTENDANCE_MSG.attendanceNotRecorded;
  }
}

/** A session date opens on its school day: 1 open when fecha <= today, 2 future (both YYYY-MM-DD). */
export function lessonDateState(fecha: string, today: string): 1 | 2 {
  return fecha <= today ? 1 : 2;
}

const mean = (values: number[]) => (values.length ? roundGrade(values.reduce((a, b) => a + b, 0) / values.length) : null);
/** The highest of some grades, null when there are none. */
export const best = (values: readonly number[]) => (values.length ? Math.max(...values) : null);

export interface SessionInput {
  /** The group's session id (id_leccion). */
  id: number;
  leccion: number;
  /** YYYY-MM-DD */
  fecha: string;
}
export interface ResourceInput {
  leccion: number;
  tipo: ResourceType;
  recurso: string;
  ruta: string;
  id_evaluacion: number | null;
}
export interface ResultInput {
  id_evaluacion: number;
  calificacion: number;
  editable: number;
}
/** The student's grade per evaluation (one result per evaluation: a unique key in the data). */
export function gradesByEvaluation(results: readonly Pick<ResultInput, 'id_evaluacion' | 'calificacion'>[]): Map<number, number> {
  return new Map(results.map((r) => [r.id_evaluacion, r.calificacion]));
}

export interface LessonRowsInput {
  sessions: readonly SessionInput[];
  /** The level's resources of the requested set, in display order. */
  resources: readonly ResourceInput[];
  /** The student's results in this group. */
  results: readonly ResultInput[];
  /** The student's attendance per session id. */
  attendance: ReadonlyMap<number, number>;
  /** The school's today, YYYY-MM-DD. */
  today: string;
  ubicacion: string;
  /** Certification lessons: only lessons with resources, and sequential unlocking. */
  certification: boolean;
  /** The group's cycle is over: nothing is answered any more (results are kept, not editable). */
  closed?: boolean;
}

/** What decides whether an evaluation of an open lesson is offered now. */
export interface WithheldInput {
  tipo: ResourceType;
  /** The student has a result of this evaluation (its review always opens). */
  answered: boolean;
  /** The student's best grade on the lesson's exam, and on its recovery exam; null when none. */
  examen: number | null;
  exaRec: number | null;
  /** The lesson's date and the school's today, YYYY-MM-DD. */
  fecha: string;
  today: string;
  closed: boolean;
}

/**
 * Why an evaluation of an open lesson is not offered now, or null when it is
 * (spec 2 §4; docs/decisions/030):
 * - a result is always there to review;
 * - once the group's cycle is over nothing is answered;
 * - a recovery exam replaces a missed or failed exam: it opens once the exam
 *   failed, or once the exam's day is over without it; a passed exam needs none;
 * - an exam whose recovery was taken instead is not taken any more.
 * So a lesson's exam gives at most two tries, exam then recovery, and the
 * recovery is never a first try beside the exam.
 */
export function evaluationWithheld(input: WithheldInput): string | null {
  if (input.answered) return null;
  if (input.closed) return EXERCISES_MSG.cycleClosed;
  if (input.tipo === RESOURCE_TYPE.recoveryExam) {
    if (input.examen !== null) return input.examen >= PASSING_GRADE ? EXERCISES_MSG.recoveryNotNeeded : null;
    return input.fecha < input.today ? null : EXERCISES_MSG.recoveryNotYet;
  }
  if (input.tipo === RESOURCE_TYPE.exam && input.examen === null && input.exaRec !== null) return EXERCISES_MSG.examReplacedByRecovery;
  return null;
}

/**
 * The lessons list of a group for one student (spec 2 §3, §4; decision 015):
 * - one row per session (certification: per session that has resources);
 * - abrir 1 when the session's date has come, 2 before (fecha shown);
 *   certification lessons may be locked (0) by `certificationLocks`;
 * - calificacion: mean of the student's grades on the lesson's exercises; a
 *   lesson without exercises takes its best exam or recovery grade;
 * - examen / exaRec: the student's best grade on the lesson's exam / recovery exam;
 * - recursos: only for an open lesson (a future or locked one lists none),
 *   and of its evaluations only those offered now (`evaluationWithheld`),
 *   whose reasons are its avisos; a closed cycle's results are not editable.
 */
export function buildLessonRows(input: LessonRowsInput): LessonRow[] {
  const gradeOf = gradesByEvaluation(input.results);
  const editableOf = new Map(input.results.map((r) => [r.id_evaluacion, r.editable]));
  const gradesFor = (list: ResourceInput[], tipo: ResourceType) =>
    list.flatMap((r) => (r.tipo === tipo && r.id_evaluacion !== null && gradeOf.has(r.id_evaluacion) ? [gradeOf.get(r.id_evaluacion)!] : []));

  const sessions = [...input.sessions].sort((a, b) => a.leccion - b.leccion);
  const rows: LessonRow[] = [];
  for (const session of sessions) {
    const own = input.resources.filter((r) => r.leccion === session.leccion);
    if (input.certification && own.length === 0) continue;
    const count = (...tipos: ResourceType[]) => own.filter((r) => tipos.includes(r.tipo)).length;
    const exercises = gradesFor(own, RESOURCE_TYPE.exercise);
    const exam = best(gradesFor(own, RESOURCE_TYPE.exam));
    const recovery = best(gradesFor(own, RESOURCE_TYPE.recoveryExam));
    const hasExercises = count(RESOURCE_TYPE.exercise) > 0;
    const calificacion = hasExercises ? mean(exercises) : best([exam, recovery].filter((g): g is number => g !== null));
    const asistencia = input.attendance.get(session.id) ?? null;
    const withheld = (r: ResourceInput) =>
      r.id_evaluacion === null
        ? null
        : evaluationWithheld({ tipo: r.tipo, answered: gradeOf.has(r.id_evaluacion), examen: exam, exaRec: recovery, fecha: session.fecha, today: input.today, closed: input.closed ?? false });
    const avisos = [...new Set(own.map(withheld).filter((reason): reason is string => reason !== null))];
    const recursos: LessonResource[] = own.filter((r) => withheld(r) === null).map((r) => ({
      tipo: r.tipo,
      recurso: r.recurso,
      ruta: r.ruta,
      id_evaluacion: r.id_evaluacion,
      id_leccion: session.id,
      editable: r.id_evaluacion === null || input.closed ? 0 : editableOf.has(r.id_evaluacion) ? (editableOf.get(r.id_evaluacion) === 1 ? 1 : 0) : 1,
    }));
    rows.push({
      leccion: session.leccion,
      abrir: lessonDateState(session.fecha, input.today),
      calificacion,
      fecha: session.fecha,
      ejercicios: count(RESOURCE_TYPE.exercise),
      ejercicios_realizados: exercises.length,
      examenes: count(RESOURCE_TYPE.exam, RESOURCE_TYPE.recoveryExam),
      pdfs: count(RESOURCE_TYPE.pdf),
      videos: count(RESOURCE_TYPE.video),
      examen: exam,
      exaRec: recovery,
      asistencia,
      valor_text: attendanceText(asistencia),
      recursos,
      ubicacion: input.ubicacion,
      bloqueo: null,
      avisos,
    });
  }
  const locked = input.certification ? certificationLocks(rows) : rows.map(() => null);
  return rows.map((row, i) => {
    const bloqueo = locked[i] ?? null;
    const abrir = bloqueo !== null ? 0 : row.abrir;
    return { ...row, abrir, bloqueo, recursos: abrir === 1 ? row.recursos : [], avisos: abrir === 1 ? row.avisos : [] };
  });
}

/**
 * Sequential unlocking of certification lessons (spec 2 §4), per row in order:
 * null when the lesson may open, else the reason it is locked.
 * - the first lesson is never locked by the sequence;
 * - a lesson whose date has not come stays "future" (abrir 2), not locked;
 * - otherwise the previous lesson must have a grade and be open;
 * - the last lesson (of two or more) also needs the previous grade >= 75;
 *   it lists the requirements instead of the generic text.
 */
export function certificationLocks(rows: ReadonlyArray<Pick<LessonRow, 'abrir' | 'calificacion'>>): Array<string | null> {
  const out: Array<string | null> = [];
  rows.forEach((row, i) => {
    if (i === 0 || row.abrir === 2) {
      out.push(null);
      return;
    }
    const previous = rows[i - 1]!;
    const previousOpen = previous.abrir === 1 && out[i - 1] === null;
    const previousGraded = previous.calificacion !== null;
    const last = i === rows.length - 1;
    if (last) {
      const ok = previousOpen && previousGraded && previous.calificacion! >= CERTIFICATION_LAST_MINIMUM;
      out.push(ok ? null : formatMessage(LESSONS_MSG.certificationLastRequirements, { minimo: CERTIFICATION_LAST_MINIMUM }));
      return;
    }
    out.push(previousOpen && previousGraded ? null : LESSONS_MSG.certificationPrevious);
  });
  return out;
}
