import { and, asc, eq, sql } from 'drizzle-orm';
import {
  buildLessonRows,
  evaluationWithheld,
  EXERCISES_MSG,
  lessonDateState,
  type LessonResource,
  type Question,
  RESOURCE_SET,
  type StoredQuestion,
} from '@lms/contract';
import type { Db } from '../../db/index.js';
import { keptRead } from '../../db/kept.js';
import { preparedQuery } from '../../db/prepared.js';
import { qualityExams, questions } from './exercises.schema.js';
import { results } from '../grades/public.js';
import { evaluations, sessionsOf, studentLessonRecords, type StudentLessonRecords } from '../lessons/public.js';
import { forbidden, notFound } from '../../lib/http-error.js';

// The hot calls (recurso.resuelto, recurso.contestar) read the student's
// records and the questions as two prepared statements (decision 021), side by
// side with the group check, and decide in memory with the lessons list's own
// rule (decision 023, "Speed").

/** An evaluation a student may open now, and where it sits. */
export interface OpenEvaluation {
  id_evaluacion: number;
  nombre: string;
  /** 1 exercise, 2 exam, 3 recovery exam, 4 quality exam. */
  tipo: number;
  /** The lesson number it belongs to, the set's lesson count and the group's session id. */
  leccion: number;
  lecciones: number;
  id_leccion: number;
}

/**
 * The student's records in the group, with the answers of `evaluationId`
 * (`studentLessonRecords`). The group is not checked here: the caller runs
 * `assertCanSeeGroup` beside it and uses nothing of this unless that passes
 * (a group that does not exist is refused there).
 */
export async function studentRecords(db: Db, input: { studentId: number; groupId: number; evaluationId: number }): Promise<StudentLessonRecords> {
  const records = await studentLessonRecords(db, { studentId: input.studentId, groupId: input.groupId, answersOf: input.evaluationId });
  return records ?? { sessions: [], attendance: new Map(), resources: { 0: [], 1: [] }, results: [], enrolments: [] };
}

/**
 * The exercise or exam `evaluationId` of the group's lessons, if the student
 * may open it now: it must be among the resources recursos.usuario lists for
 * them (decision 023), so a future lesson, a locked certification lesson and
 * another level's evaluation are refused by the same rules that draw the list.
 */
export function openLessonEvaluation(records: StudentLessonRecords, evaluationId: number, today: string, closed: boolean): OpenEvaluation {
  let known = false;
  let reason: string = EXERCISES_MSG.evaluationNotOpen;
  for (const set of [RESOURCE_SET.ordinary, RESOURCE_SET.certification] as const) {
    const resources = records.resources[set];
    const meta = resources.find((r) => r.id_evaluacion === evaluationId);
    if (!meta) continue;
    known = true;
    const certification = set === RESOURCE_SET.certification;
    // An ordinary lesson's row is drawn from its own session and resources
    // alone (one row per session); a certification lesson's needs the rows
    // before it (its locks): only those are built whole, on each answer.
    const ownLesson = !certification;
    const rows = buildLessonRows({
      sessions: ownLesson ? records.sessions.filter((s) => s.leccion === meta.leccion) : records.sessions,
      resources: ownLesson ? resources.filter((r) => r.leccion === meta.leccion) : resources,
      results: records.results,
      attendance: records.attendance,
      today,
      ubicacion: '',
      certification,
      closed,
    });
    const lecciones = ownLesson ? records.sessions.length : rows.length;
    for (const row of rows) {
      if (row.abrir !== 1 || row.leccion !== meta.leccion) continue;
      const found: LessonResource | undefined = row.recursos.find((r) => r.id_evaluacion === evaluationId);
      if (found) return { id_evaluacion: evaluationId, nombre: meta.recurso, tipo: meta.tipo, leccion: row.leccion, lecciones, id_leccion: found.id_leccion };
      // An open lesson that does not offer it now says why (the exam's tries, a closed cycle).
      reason =
        evaluationWithheld({ tipo: meta.tipo, answered: false, examen: row.examen, exaRec: row.exaRec, fecha: row.fecha, today, closed }) ?? reason;
    }
  }
  if (!known) throw notFound(EXERCISES_MSG.evaluationNotFound);
  throw forbidden(reason);
}

/** The student's result of `evaluationId` among the records (its answers only if it is the one they were read for). */
export function resultIn(records: StudentLessonRecords, evaluationId: number): StoredResult | null {
  const row = records.results.find((r) => r.id_evaluacion === evaluationId);
  return row ? { id: row.id, calificacion: row.calificacion, calificaciontotal: row.calificaciontotal, editable: row.editable, version: row.version, choices: choicesOf(row.respuestas) } : null;
}

/** The level's quality exam, with the group's session it opens with; null when the level has none. */
export async function qualityExamOf(db: Db, input: { groupId: number; levelId: number; today: string }) {
  const [exam] = await db
    .select({ id_evaluacion: qualityExams.id_evaluacion, leccion: qualityExams.leccion, nombre: evaluations.nombre })
    .from(qualityExams)
    .innerJoin(evaluations, eq(evaluations.id, qualityExams.id_evaluacion))
    .where(eq(qualityExams.id_nivel, input.levelId))
    .limit(1);
  if (!exam) return null;
  const sessions = await sessionsOf(db, input.groupId);
  const session = sessions.find((s) => s.leccion === exam.leccion);
  if (!session) return null;
  const evaluation: OpenEvaluation = {
    id_evaluacion: exam.id_evaluacion,
    nombre: exam.nombre,
    tipo: 4,
    leccion: exam.leccion,
    lecciones: sessions.length,
    id_leccion: session.id,
  };
  return { evaluation, open: lessonDateState(session.fecha, input.today) === 1 };
}

export interface QuestionRow extends StoredQuestion {
  pregunta: string;
  ruta_imagen: string | null;
  ruta_audio: string | null;
}

type GradingColumns = { num_pregunta: number; tipo: number; valor: number; valor1: string; valor2: string; valor3: string; valor4: string; opcion_correcta: number | null };

/** A stored question as grading reads it. */
const storedQuestion = (r: GradingColumns): StoredQuestion => ({
  num_pregunta: r.num_pregunta,
  valor: r.valor,
  idTipoPregunta: r.tipo,
  opciones: [r.valor1, r.valor2, r.valor3, r.valor4] as const,
  opcion_correcta: r.opcion_correcta,
});

/** A stored question with its text and media, as the review shows it. */
export const questionRow = (r: GradingColumns & { pregunta: string; ruta_imagen: string | null; ruta_audio: string | null }): QuestionRow => ({
  ...storedQuestion(r),
  pregunta: r.pregunta,
  ruta_imagen: r.ruta_imagen,
  ruta_audio: r.ruta_audio,
});

/** The columns grading reads: the right options, and which options exist. */
const gradingQuestionFields = {
  num_pregunta: questions.num_pregunta,
  tipo: questions.tipo,
  valor: questions.valor,
  valor1: questions.valor1,
  valor2: questions.valor2,
  valor3: questions.valor3,
  valor4: questions.valor4,
  opcion_correcta: questions.opcion_correcta,
};
const gradingQuestionsQuery = (db: Db) =>
  db
    .select(gradingQuestionFields)
    .from(questions)
    .where(eq(questions.id_evaluacion, sql.placeholder('evaluationId')))
    .orderBy(asc(questions.num_pregunta));
const gradingQuestionRows = preparedQuery((db) => gradingQuestionsQuery(db).prepare('exercise_grading_questions'));

/** An evaluation's questions as grading reads them, in order. */
export const gradingQuestionsOf = (db: Db, evaluationId: number): Promise<StoredQuestion[]> => gradingQuestionsKept.get(db, evaluationId);
// An evaluation's questions are content the service never writes (only the
// seed loads them): kept in memory from their first read, as the level's
// resources are (`keptRead`, decision 037). Shared: not to be changed.
const gradingQuestionsKept = keptRead(async (db, evaluationId: number) => (await gradingQuestionRows(db).execute({ evaluationId })).map(storedQuestion), (list) => list.length > 0);

/** The columns the review reads (the teacher's viewer too). */
export const questionFields = { ...gradingQuestionFields, pregunta: questions.pregunta, ruta_imagen: questions.ruta_imagen, ruta_audio: questions.ruta_audio };
const questionsQuery = (db: Db) =>
  db
    .select(questionFields)
    .from(questions)
    .where(eq(questions.id_evaluacion, sql.placeholder('evaluationId')))
    .orderBy(asc(questions.num_pregunta));
const questionRows = preparedQuery((db) => questionsQuery(db).prepare('exercise_questions'));

/** An evaluation's questions with their text and media, in order. */
export const questionsOf = (db: Db, evaluationId: number): Promise<QuestionRow[]> => questionsKept.get(db, evaluationId);
const questionsKept = keptRead(async (db, evaluationId: number) => (await questionRows(db).execute({ evaluationId })).map(questionRow), (list) => list.length > 0);

/** A student's result of one evaluation. */
const resultFields = {
  id: results.id,
  calificacion: results.calificacion,
  calificaciontotal: results.calificaciontotal,
  editable: results.editable,
  version: results.version,
  respuestas: results.respuestas,
};
const resultQuery = (db: Db) =>
  db
    .select(resultFields)
    .from(results)
    .where(
      and(
        eq(results.id_alumno, sql.placeholder('studentId')),
        eq(results.id_grupo, sql.placeholder('groupId')),
        eq(results.id_evaluacion, sql.placeholder('evaluationId')),
      ),
    )
    .limit(1);
const resultRow = preparedQuery((db) => resultQuery(db).prepare('exercise_result'));

/**
 * An exercise sent again: the new grade and answers, only while the named
 * result is still the student's and editable (`respuestas` is its JSON
 * text). No row back: it changed meanwhile.
 */
const resendQuery = (db: Db) =>
  db
    .update(results)
    .set({
      calificacion: sql`${sql.placeholder('calificacion')}`,
      calificaciontotal: sql`${sql.placeholder('calificaciontotal')}`,
      respuestas: sql`${sql.placeholder('respuestas')}::jsonb`,
      fecha: sql`now()`,
      version: sql`${results.version} + 1`,
    })
    .where(
      and(
        eq(results.id, sql.placeholder('resultId')),
        eq(results.id_alumno, sql.placeholder('studentId')),
        eq(results.id_grupo, sql.placeholder('groupId')),
        eq(results.id_evaluacion, sql.placeholder('evaluationId')),
        eq(results.editable, 1),
        // The result the student's screen showed: a re-send over a newer one changes nothing (null: none named).
        sql`${results.version} = coalesce(${sql.placeholder('version')}::int, ${results.version})`,
      ),
    )
    .returning({ id: results.id });
const resendStatement = preparedQuery((db) => resendQuery(db).prepare('exercise_resend'));

/** Stores an exercise's new grade and answers over its editable result; false when it is no longer editable. */
export async function resendResult(
  db: Db,
  input: { resultId: number; version: number | null; studentId: number; groupId: number; evaluationId: number; calificacion: number; calificaciontotal: number; respuestas: Array<{ num_pregunta: number; eleccion: number }> },
): Promise<boolean> {
  const { respuestas, ...rest } = input;
  const updated = await resendStatement(db).execute({ ...rest, respuestas: JSON.stringify(respuestas) });
  return updated.length > 0;
}

export interface StoredResult {
  id: number;
  calificacion: number;
  calificaciontotal: number | null;
  editable: number;
  /** Grows with each re-send (decision 018). */
  version: number;
  /** The choice per question number. */
  choices: Map<number, number>;
}

function choicesOf(respuestas: unknown): Map<number, number> {
  const choices = new Map<number, number>();
  if (!Array.isArray(respuestas)) return choices;
  for (const item of respuestas as unknown[]) {
    const { num_pregunta, eleccion } = (item ?? {}) as { num_pregunta?: unknown; eleccion?: unknown };
    if (typeof num_pregunta === 'number' && typeof eleccion === 'number') choices.set(num_pregunta, eleccion);
  }
  return choices;
}

export async function resultOf(db: Db, studentId: number, groupId: number, evaluationId: number): Promise<StoredResult | null> {
  const [row] = await resultRow(db).execute({ studentId, groupId, evaluationId });
  return row ? { ...row, choices: choicesOf(row.respuestas) } : null;
}

const asOption = (n: number | null | undefined) => (n === 1 || n === 2 || n === 3 || n === 4 ? n : null);

/** Where a question's picture or clip is fetched: the school's resources URL, or recursos.pregunta here. */
export type MediaUrl = (q: QuestionRow, medio: 'imagen' | 'audio', ruta: string) => string;

/**
 * A question as the student sees it: their choice and whether it was right
 * once their result exists (`result` not null); the right option only once
 * that result can no longer change (`showKey`, decision 031), so a review is
 * never a key to send again for 100.
 */
export function questionView(q: QuestionRow, result: StoredResult | null, mediaUrl: MediaUrl, showKey: boolean): Question {
  const eleccion = asOption(result?.choices.get(q.num_pregunta));
  const multipleChoice = q.idTipoPregunta === 2;
  const opcion = asOption(q.opcion_correcta);
  return {
    num_pregunta: q.num_pregunta,
    valor: q.valor,
    pregunta: q.pregunta,
    tiene_imagen: q.ruta_imagen ? 1 : 0,
    ruta_imagen: q.ruta_imagen ? mediaUrl(q, 'imagen', q.ruta_imagen) : null,
    tiene_audio_pregunta: q.ruta_audio ? 1 : 0,
    ruta_audio_pregunta: q.ruta_audio ? mediaUrl(q, 'audio', q.ruta_audio) : null,
    valor1: q.opciones[0],
    valor2: q.opciones[1],
    valor3: q.opciones[2],
    valor4: q.opciones[3],
    idTipoPregunta: multipleChoice ? 2 : 6,
    opcion_correcta: result && showKey && multipleChoice ? opcion : null,
    correcta: result && multipleChoice && eleccion !== null ? (eleccion === opcion ? 1 : 0) : null,
    eleccion: result ? eleccion : null,
    respuesta: result && eleccion !== null ? q.opciones[eleccion - 1]! : null,
  };
}
