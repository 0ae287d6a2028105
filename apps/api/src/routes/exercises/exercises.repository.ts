import { and, asc, eq } from 'drizzle-orm';
import {
  buildLessonRows,
  lessonDateState,
  MSG,
  RESOURCE_SET,
  RESOURCE_TYPE,
  type LessonResource,
  type Question,
  type StoredQuestion,
} from '@lms/contract';
import type { Db } from '../../db/index.js';
import { evaluations, qualityExams, questions, results } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { levelResources, sessionsOf, studentAttendance, studentResults } from '../../lib/study-records.js';

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
 * The exercise or exam `evaluationId` of the group's lessons, if the student
 * may open it now: it must be among the resources recursos.usuario lists for
 * them (decision 023), so a future lesson, a locked certification lesson and
 * another level's evaluation are refused by the same rules that draw the list.
 */
export async function openLessonEvaluation(
  db: Db,
  input: { studentId: number; groupId: number; levelId: number; evaluationId: number; today: string },
): Promise<OpenEvaluation> {
  const [sessions, studentResultRows, attendance] = await Promise.all([
    sessionsOf(db, input.groupId),
    studentResults(db, input.studentId, input.groupId),
    studentAttendance(db, input.studentId, input.groupId),
  ]);
  let known = false;
  for (const set of [RESOURCE_SET.ordinary, RESOURCE_SET.certification] as const) {
    const resources = await levelResources(db, input.levelId, set);
    if (!resources.some((r) => r.id_evaluacion === input.evaluationId)) continue;
    known = true;
    const rows = buildLessonRows({
      sessions,
      resources,
      results: studentResultRows,
      attendance,
      today: input.today,
      ubicacion: '',
      certification: set === RESOURCE_SET.certification,
    });
    for (const row of rows) {
      const found: LessonResource | undefined = row.abrir === 1 ? row.recursos.find((r) => r.id_evaluacion === input.evaluationId) : undefined;
      if (!found) continue;
      const meta = resources.find((r) => r.id_evaluacion === input.evaluationId)!;
      return { id_evaluacion: input.evaluationId, nombre: meta.recurso, tipo: meta.tipo, leccion: row.leccion, lecciones: rows.length, id_leccion: found.id_leccion };
    }
  }
  if (!known) throw notFound(MSG.evaluationNotFound);
  throw forbidden(MSG.evaluationNotOpen);
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

export async function questionsOf(db: Db, evaluationId: number): Promise<QuestionRow[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.id_evaluacion, evaluationId))
    .orderBy(asc(questions.num_pregunta));
  return rows.map((r) => ({
    num_pregunta: r.num_pregunta,
    valor: r.valor,
    idTipoPregunta: r.tipo,
    opciones: [r.valor1, r.valor2, r.valor3, r.valor4] as const,
    opcion_correcta: r.opcion_correcta,
    pregunta: r.pregunta,
    ruta_imagen: r.ruta_imagen,
    ruta_audio: r.ruta_audio,
  }));
}

export interface StoredResult {
  id: number;
  calificacion: number;
  calificaciontotal: number | null;
  editable: number;
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
  const [row] = await db
    .select({ id: results.id, calificacion: results.calificacion, calificaciontotal: results.calificaciontotal, editable: results.editable, respuestas: results.respuestas })
    .from(results)
    .where(and(eq(results.id_alumno, studentId), eq(results.id_grupo, groupId), eq(results.id_evaluacion, evaluationId)))
    .limit(1);
  return row ? { ...row, choices: choicesOf(row.respuestas) } : null;
}

const asOption = (n: number | null | undefined) => (n === 1 || n === 2 || n === 3 || n === 4 ? n : null);

/**
 * A question as the student sees it: the right option, the choice and whether
 * it was right only once their result exists (`result` not null).
 */
/** Where a question's picture or clip is fetched: the school's resources URL, or recursos.pregunta here. */
export type MediaUrl = (q: QuestionRow, medio: 'imagen' | 'audio', ruta: string) => string;

export function questionView(q: QuestionRow, result: StoredResult | null, mediaUrl: MediaUrl): Question {
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
    opcion_correcta: result && multipleChoice ? opcion : null,
    correcta: result && multipleChoice && eleccion !== null ? (eleccion === opcion ? 1 : 0) : null,
    eleccion: result ? eleccion : null,
    respuesta: result && eleccion !== null ? q.opciones[eleccion - 1]! : null,
  };
}

/** The exam of the same lesson as a recovery exam, for the recovery rule. */
export async function lessonExamOf(db: Db, input: { levelId: number; leccion: number }): Promise<number | null> {
  const resources = await levelResources(db, input.levelId, RESOURCE_SET.ordinary);
  return resources.find((r) => r.leccion === input.leccion && r.tipo === RESOURCE_TYPE.exam)?.id_evaluacion ?? null;
}
