import { and, eq, sql } from 'drizzle-orm';
import {
  answerEvaluationCall,
  answerQualityExamCall,
  formatMessage,
  gradeAnswers,
  groupQualityExamCall,
  isGradingError,
  MSG,
  PASSING_GRADE,
  questionFileCall,
  RESOURCE_TYPE,
  solvedEvaluationCall,
  solvedQualityExamCall,
  type AnswerSubmission,
  type GradingError,
  type SolvedEvaluation,
} from '@lms/contract';
import type { Db } from '../../db/index.js';
import { results } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { assertCanSeeGroup } from '../../lib/group-access.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { readLessonFile } from '../../lib/lesson-files.js';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import { defineArea, type AreaDeps } from '../types.js';
import {
  lessonExamOf,
  openLessonEvaluation,
  qualityExamOf,
  questionsOf,
  questionView,
  resultOf,
  type MediaUrl,
  type OpenEvaluation,
  type StoredResult,
} from './exercises.repository.js';
import { seedExercises } from './exercises.seed.js';

function gradingMessage(error: GradingError): string {
  const text = { missing: MSG.answerMissing, unknown: MSG.answerUnknownQuestion, invalid: MSG.answerInvalidOption }[error.kind];
  return formatMessage(text, { n: error.numero });
}

async function solved(db: Db, evaluation: OpenEvaluation, result: StoredResult | null, mediaUrl: MediaUrl): Promise<SolvedEvaluation> {
  const preguntas = await questionsOf(db, evaluation.id_evaluacion);
  const calificaciontotal = preguntas.filter((q) => q.idTipoPregunta === 2).reduce((sum, q) => sum + q.valor, 0);
  return {
    ejercicioResuelto: result ? 1 : 0,
    preguntas: preguntas.map((q) => questionView(q, result, mediaUrl)),
    calificaciontotal: result?.calificaciontotal ?? calificaciontotal,
    recursoRescuelto: result ? { calificacion: result.calificacion, id: result.id, editable: result.editable === 1 ? 1 : 0 } : null,
    evaluacion: { nombre: evaluation.nombre, tipo: evaluation.tipo, leccion: evaluation.leccion, lecciones: evaluation.lecciones },
  };
}

/**
 * Stores a graded answer: a first result, or an exercise sent again while
 * editable and naming the result it replaces (decision 023). The right options
 * are read from the database; the client's calificacion is never read.
 */
async function saveAnswers(db: Db, evaluation: OpenEvaluation, body: AnswerSubmission) {
  const questions = await questionsOf(db, evaluation.id_evaluacion);
  const grade = gradeAnswers(questions, body.preguntas);
  if (isGradingError(grade)) throw badRequest(gradingMessage(grade));
  const respuestas = [...grade.choices].map(([num_pregunta, eleccion]) => ({ num_pregunta, eleccion }));
  const exercise = evaluation.tipo === RESOURCE_TYPE.exercise;
  const existing = await resultOf(db, body.id_alumno, body.id_grupo, evaluation.id_evaluacion);
  const values = { calificacion: grade.calificacion, calificaciontotal: grade.calificaciontotal, respuestas };
  if (existing) {
    if (evaluation.tipo === 4) throw conflict(MSG.qualityAlreadyAnswered);
    if (!exercise) throw conflict(MSG.examAlreadyAnswered);
    if (existing.editable !== 1) throw conflict(MSG.exerciseNotEditable);
    if (body.idResultado !== existing.id) throw conflict(MSG.resultMismatch);
    const updated = await db
      .update(results)
      .set({ ...values, fecha: sql`now()` })
      .where(and(eq(results.id, existing.id), eq(results.editable, 1)))
      .returning({ id: results.id });
    if (updated.length === 0) throw conflict(MSG.exerciseNotEditable);
    return { ...values, idResultado: existing.id };
  }
  try {
    const [row] = await db
      .insert(results)
      .values({
        id_alumno: body.id_alumno,
        id_grupo: body.id_grupo,
        id_evaluacion: evaluation.id_evaluacion,
        session: evaluation.leccion,
        editable: exercise ? 1 : 0,
        ...values,
      })
      .returning({ id: results.id });
    return { ...values, idResultado: row!.id };
  } catch (err) {
    // Two sends at once: the other one stored the result first.
    if (isUniqueViolation(err)) throw conflict(exercise ? MSG.resultMismatch : evaluation.tipo === 4 ? MSG.qualityAlreadyAnswered : MSG.examAlreadyAnswered);
    throw err;
  }
}

function registerExercisesRoutes({ calls, db, clock, config, escuela }: AreaDeps) {
  const external = config.resourcesUrl[escuela];
  /** A question's media: under the school's resources URL, or through recursos.pregunta (decision 024). */
  const mediaOf =
    (groupId: number, evaluationId: number): MediaUrl =>
    (q, medio, ruta) =>
      external ? `${external}${ruta}` : `/api/${escuela}/recursos.pregunta/${groupId}/${evaluationId}/${q.num_pregunta}/${medio}`;

  calls.register(solvedEvaluationCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const evaluation = await openLessonEvaluation(db, { studentId: body.id_usuario, groupId: group.id, levelId: group.id_nivel, evaluationId: body.id_evaluacion, today: schoolToday(clock) });
    return solved(db, evaluation, await resultOf(db, body.id_usuario, group.id, evaluation.id_evaluacion), mediaOf(group.id, evaluation.id_evaluacion));
  });

  calls.register(answerEvaluationCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const evaluation = await openLessonEvaluation(db, { studentId: body.id_alumno, groupId: group.id, levelId: group.id_nivel, evaluationId: body.id_evaluacion, today: schoolToday(clock) });
    if (evaluation.tipo === RESOURCE_TYPE.recoveryExam) {
      // A recovery exam replaces a missed or failed exam of its lesson; a passed one needs none.
      const examId = await lessonExamOf(db, { levelId: group.id_nivel, leccion: evaluation.leccion });
      const exam = examId === null ? null : await resultOf(db, body.id_alumno, group.id, examId);
      if (exam && exam.calificacion >= PASSING_GRADE) throw conflict(MSG.recoveryNotNeeded);
    }
    const saved = await saveAnswers(db, evaluation, body);
    return { message: MSG.exerciseSaved, calificacion: saved.calificacion, calificaciontotal: saved.calificaciontotal, idResultado: saved.idResultado };
  });

  /** The group's quality exam once its lesson is open; anything else about it is refused. */
  async function openQualityExam(groupId: number, levelId: number, evaluationId?: number) {
    const quality = await qualityExamOf(db, { groupId, levelId, today: schoolToday(clock) });
    if (evaluationId !== undefined && quality?.evaluation.id_evaluacion !== evaluationId) throw notFound(MSG.evaluationNotFound);
    if (!quality?.open) throw forbidden(MSG.evaluationNotOpen);
    return quality.evaluation;
  }

  calls.register(groupQualityExamCall, async ({ body, session }) => {
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const quality = await qualityExamOf(db, { groupId: group.id, levelId: group.id_nivel, today: schoolToday(clock) });
    if (!quality?.open) return [];
    const result = await resultOf(db, session.userId, group.id, quality.evaluation.id_evaluacion);
    return [{ id_evaluacion: quality.evaluation.id_evaluacion, id_leccion: quality.evaluation.id_leccion, entregado: result ? (1 as const) : (0 as const) }];
  });

  calls.register(solvedQualityExamCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const evaluation = await openQualityExam(group.id, group.id_nivel, body.id_evaluacion);
    return solved(db, evaluation, await resultOf(db, body.id_usuario, group.id, evaluation.id_evaluacion), mediaOf(group.id, evaluation.id_evaluacion));
  });

  calls.register(answerQualityExamCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const evaluation = await openQualityExam(group.id, group.id_nivel, body.id_evaluacion);
    const saved = await saveAnswers(db, evaluation, body);
    return { message: MSG.qualityThanks, calificacion: saved.calificacion, calificaciontotal: saved.calificaciontotal, idResultado: saved.idResultado };
  });

  calls.register(questionFileCall, async ({ params, session }) => {
    const group = await assertCanSeeGroup(db, session, params.id_grupo);
    // The quality exam or an evaluation of a lesson open to the student now: the same rules as reading its questions.
    const quality = await qualityExamOf(db, { groupId: group.id, levelId: group.id_nivel, today: schoolToday(clock) });
    if (quality?.evaluation.id_evaluacion === params.id_evaluacion) {
      if (!quality.open) throw forbidden(MSG.evaluationNotOpen);
    } else {
      await openLessonEvaluation(db, { studentId: session.userId, groupId: group.id, levelId: group.id_nivel, evaluationId: params.id_evaluacion, today: schoolToday(clock) });
    }
    const question = (await questionsOf(db, params.id_evaluacion)).find((q) => q.num_pregunta === params.num_pregunta);
    const ruta = params.medio === 'imagen' ? question?.ruta_imagen : question?.ruta_audio;
    if (!ruta) throw notFound(MSG.resourceNotFound);
    const file = await readLessonFile(db, escuela, ruta);
    if (!file) throw notFound(MSG.resourceFileMissing);
    return { bytes: file.contenido, contentType: file.content_type, filename: ruta.slice(ruta.lastIndexOf('/') + 1), maxAgeSeconds: 3600 };
  });
}

export const area = defineArea({ name: 'exercises', seed: seedExercises, seedAfter: ['lessons'], register: registerExercisesRoutes });
