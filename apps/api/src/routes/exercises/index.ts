import {
  answerEvaluationCall,
  answerExtraordinaryExamCall,
  answerQualityExamCall,
  type AnswerSubmission,
  checkAnswerCall,
  EXERCISES_MSG,
  extraordinaryExamCall,
  formatMessage,
  gradeAnswers,
  type GradingError,
  groupQualityExamCall,
  HIDDEN_OPTION,
  isGradingError,
  LESSONS_MSG,
  questionFileCall,
  RESOURCE_TYPE,
  type SolvedEvaluation,
  solvedEvaluationCall,
  solvedQualityExamCall,
  type StoredQuestion,
  teacherResourcesCall,
} from '@lms/contract';
import type { Db } from '../../db/index.js';
import { insertResult } from '../grades/public.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { assertCanSeeGroup, assertStudentMayOpen, cycleOver, standingOf } from '../groups/public.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { readLessonFile } from '../lessons/public.js';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import type { SessionContext } from '../../plugins/session.js';
import { defineArea, type AreaDeps } from '../types.js';
import {
  gradingQuestionsOf,
  openLessonEvaluation,
  qualityExamOf,
  questionsOf,
  questionView,
  resendResult,
  resultIn,
  resultOf,
  studentRecords,
  type MediaUrl,
  type OpenEvaluation,
  type QuestionRow,
  type StoredResult,
} from './exercises.repository.js';
import { extraordinaryAccess, isReadableExtraordinary, saveExtraordinary } from './extraordinary.js';
import { levelHasEvaluation, teacherResources } from './teacher-resources.js';

function gradingMessage(error: GradingError): string {
  const text = { missing: EXERCISES_MSG.answerMissing, unknown: EXERCISES_MSG.answerUnknownQuestion, invalid: EXERCISES_MSG.answerInvalidOption }[error.kind];
  return formatMessage(text, { n: error.numero });
}

/**
 * `closed`: the group's cycle is over, so no result is editable any more.
 * The right options show once the result can no longer change (decision 031).
 */
function solved(evaluation: OpenEvaluation, preguntas: QuestionRow[], result: StoredResult | null, mediaUrl: MediaUrl, closed: boolean): SolvedEvaluation {
  const calificaciontotal = preguntas.filter((q) => q.idTipoPregunta === 2).reduce((sum, q) => sum + q.valor, 0);
  const final = result !== null && (result.editable !== 1 || closed);
  return {
    ejercicioResuelto: result ? 1 : 0,
    preguntas: preguntas.map((q) => questionView(q, result, mediaUrl, final)),
    calificaciontotal: result?.calificaciontotal ?? calificaciontotal,
    recursoRescuelto: result ? { calificacion: result.calificacion, id: result.id, editable: result.editable === 1 && !closed ? 1 : 0, version: result.version } : null,
    evaluacion: { nombre: evaluation.nombre, tipo: evaluation.tipo, leccion: evaluation.leccion, lecciones: evaluation.lecciones },
  };
}

/**
 * Stores a graded answer: a first result, or an exercise sent again while
 * editable and naming the result it replaces (decision 023). The right options
 * are the stored `questions` of the evaluation; the client's calificacion is
 * never read. `existing`: the student's result of it, read in this request.
 */
async function saveAnswers(db: Db, evaluation: OpenEvaluation, body: AnswerSubmission, questions: StoredQuestion[], existing: StoredResult | null) {
  const grade = gradeAnswers(questions, body.preguntas);
  if (isGradingError(grade)) throw badRequest(gradingMessage(grade));
  const respuestas = [...grade.choices].map(([num_pregunta, eleccion]) => ({ num_pregunta, eleccion }));
  const exercise = evaluation.tipo === RESOURCE_TYPE.exercise;
  const values = { calificacion: grade.calificacion, calificaciontotal: grade.calificaciontotal, respuestas };
  if (existing) {
    if (evaluation.tipo === 4) throw conflict(EXERCISES_MSG.qualityAlreadyAnswered);
    if (!exercise) throw conflict(EXERCISES_MSG.examAlreadyAnswered);
    if (existing.editable !== 1) throw conflict(EXERCISES_MSG.exerciseNotEditable);
    if (body.idResultado !== existing.id) throw conflict(EXERCISES_MSG.resultMismatch);
    // A client that names the version it saw (ours does) is refused over a newer result; one that does not (the spec's payload) re-sends over the current one.
    const version = body.version ?? existing.version;
    if (version !== existing.version) throw conflict(EXERCISES_MSG.resultMismatch);
    const stored = await resendResult(db, { ...values, resultId: existing.id, version, studentId: body.id_alumno, groupId: body.id_grupo, evaluationId: evaluation.id_evaluacion });
    if (!stored) throw conflict(EXERCISES_MSG.resultMismatch);
    return { ...values, idResultado: existing.id };
  }
  try {
    const id = await insertResult(db, {
      id_alumno: body.id_alumno,
      id_grupo: body.id_grupo,
      id_evaluacion: evaluation.id_evaluacion,
      session: evaluation.leccion,
      editable: exercise ? 1 : 0,
      ...values,
    });
    return { ...values, idResultado: id };
  } catch (err) {
    // Two sends at once: the other one stored the result first.
    if (isUniqueViolation(err)) throw conflict(exercise ? EXERCISES_MSG.resultMismatch : evaluation.tipo === 4 ? EXERCISES_MSG.qualityAlreadyAnswered : EXERCISES_MSG.examAlreadyAnswered);
    throw err;
  }
}

function registerExercisesRoutes(deps: AreaDeps) {
  const mediaOf = mediaUrls(deps);
  registerTeacherResources(deps, mediaOf);
  registerLessonEvaluations(deps, mediaOf);
  registerQualityExam(deps, mediaOf);
  registerExtraordinaryExam(deps, mediaOf);
  registerQuestionFiles(deps);
}

type MediaUrls = (groupId: number, evaluationId: number) => MediaUrl;

/** A question's media: under the school's resources URL, or through recursos.pregunta (decision 024). */
function mediaUrls({ config, escuela }: AreaDeps): MediaUrls {
  const external = config.resourcesUrl[escuela];
  return (groupId, evaluationId) => (q, medio, ruta) =>
    external ? `${external}${ruta}` : `/api/${escuela}/recursos.pregunta/${groupId}/${evaluationId}/${q.num_pregunta}/${medio}`;
}

/** A lesson's exercises and exams: reading one, answering it, checking an answer while reviewing. */
function registerLessonEvaluations({ calls, db, clock }: AreaDeps, mediaOf: MediaUrls) {
  // The hot calls (decisions 023 "Speed" and 037): the student's records in
  // the group (with the group's row and her enrolments) and the questions are
  // read side by side; nothing read is used, and nothing written, unless the group
  // check passes (assertCanSeeGroup's rule, assertStudentMayOpen), then the
  // lessons list's rule decides in memory.
  async function studentEvaluation<Q>(
    session: SessionContext,
    ids: { studentId: number; groupId: number; evaluationId: number },
    readQuestions: (db: Db, evaluationId: number) => Promise<Q>,
  ) {
    const [records, questions] = await Promise.all([studentRecords(db, ids), readQuestions(db, ids.evaluationId)]);
    // The records are the caller's own (assertSelf), so are the enrolments read with them.
    const group = assertStudentMayOpen(session, records.group, standingOf(records.enrolments));
    const today = schoolToday(clock);
    return { group, records, questions, today, closed: cycleOver(group, today) };
  }

  calls.register(solvedEvaluationCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    const read = await studentEvaluation(session, { studentId: body.id_usuario, groupId: body.id_grupo, evaluationId: body.id_evaluacion }, questionsOf);
    const evaluation = openLessonEvaluation(read.records, body.id_evaluacion, read.today, read.closed);
    return solved(evaluation, read.questions, resultIn(read.records, evaluation.id_evaluacion), mediaOf(read.group.id, evaluation.id_evaluacion), read.closed);
  });

  calls.register(answerEvaluationCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const read = await studentEvaluation(session, { studentId: body.id_alumno, groupId: body.id_grupo, evaluationId: body.id_evaluacion }, gradingQuestionsOf);
    // Once the group's cycle is over nothing sent changes its results, a re-sent exercise included.
    if (read.closed) throw forbidden(EXERCISES_MSG.cycleClosed);
    // The lessons list's own rule: the exam's two tries (exam, then recovery) and the lesson's date.
    const evaluation = openLessonEvaluation(read.records, body.id_evaluacion, read.today, false);
    const saved = await saveAnswers(db, evaluation, body, read.questions, resultIn(read.records, evaluation.id_evaluacion));
    return { message: EXERCISES_MSG.exerciseSaved, calificacion: saved.calificacion, calificaciontotal: saved.calificaciontotal, idResultado: saved.idResultado };
  });

  // Repasar mis errores while the exercise can still change: right or wrong, never the right option (decision 031).
  calls.register(checkAnswerCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    const read = await studentEvaluation(session, { studentId: body.id_usuario, groupId: body.id_grupo, evaluationId: body.id_evaluacion }, gradingQuestionsOf);
    const evaluation = openLessonEvaluation(read.records, body.id_evaluacion, read.today, read.closed);
    if (!resultIn(read.records, evaluation.id_evaluacion)) throw forbidden(EXERCISES_MSG.checkAfterSending);
    const question = read.questions.find((q) => q.num_pregunta === body.num_pregunta && q.idTipoPregunta === 2);
    if (!question) throw badRequest(formatMessage(EXERCISES_MSG.answerUnknownQuestion, { n: body.num_pregunta }));
    if (question.opciones[body.eleccion - 1] === HIDDEN_OPTION) throw badRequest(formatMessage(EXERCISES_MSG.answerInvalidOption, { n: body.num_pregunta }));
    return { correcta: question.opcion_correcta === body.eleccion ? (1 as const) : (0 as const) };
  });
}

/** The group's quality exam: whether it is offered, reading and answering it. */
function registerQualityExam({ calls, db, clock }: AreaDeps, mediaOf: MediaUrls) {
  /** The group's quality exam once its lesson is open; anything else about it is refused. */
  async function openQualityExam(groupId: number, levelId: number, evaluationId?: number) {
    const quality = await qualityExamOf(db, { groupId, levelId, today: schoolToday(clock) });
    if (evaluationId !== undefined && quality?.evaluation.id_evaluacion !== evaluationId) throw notFound(EXERCISES_MSG.evaluationNotFound);
    if (!quality?.open) throw forbidden(EXERCISES_MSG.evaluationNotOpen);
    return quality.evaluation;
  }

  calls.register(groupQualityExamCall, async ({ body, session }) => {
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const today = schoolToday(clock);
    const quality = await qualityExamOf(db, { groupId: group.id, levelId: group.id_nivel, today });
    if (!quality?.open) return [];
    const result = await resultOf(db, session.userId, group.id, quality.evaluation.id_evaluacion);
    // A closed cycle's quality exam is no longer offered; one delivered stays to be seen.
    if (!result && cycleOver(group, today)) return [];
    return [{ id_evaluacion: quality.evaluation.id_evaluacion, id_leccion: quality.evaluation.id_leccion, entregado: result ? (1 as const) : (0 as const) }];
  });

  calls.register(solvedQualityExamCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const evaluation = await openQualityExam(group.id, group.id_nivel, body.id_evaluacion);
    const [preguntas, result] = await Promise.all([questionsOf(db, evaluation.id_evaluacion), resultOf(db, body.id_usuario, group.id, evaluation.id_evaluacion)]);
    return solved(evaluation, preguntas, result, mediaOf(group.id, evaluation.id_evaluacion), cycleOver(group, schoolToday(clock)));
  });

  calls.register(answerQualityExamCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    if (cycleOver(group, schoolToday(clock))) throw forbidden(EXERCISES_MSG.cycleClosed);
    const evaluation = await openQualityExam(group.id, group.id_nivel, body.id_evaluacion);
    const [questions, existing] = await Promise.all([gradingQuestionsOf(db, evaluation.id_evaluacion), resultOf(db, body.id_alumno, group.id, evaluation.id_evaluacion)]);
    const saved = await saveAnswers(db, evaluation, body, questions, existing);
    return { message: EXERCISES_MSG.qualityThanks, calificacion: saved.calificacion, calificaciontotal: saved.calificaciontotal, idResultado: saved.idResultado };
  });

}

/** The level's extraordinary exam (decision 033): reading and answering it. */
function registerExtraordinaryExam({ calls, db }: AreaDeps, mediaOf: MediaUrls) {
  // The level's extraordinary exam (decision 033): its own door, since its group is one the student cannot open.
  calls.register(extraordinaryExamCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    const access = await extraordinaryAccess(db, session, body.id_grupo);
    const preguntas = await questionsOf(db, access.exam.id_evaluacion);
    // Answered once: its review shows the right options at once (decision 031).
    const view = solved(access.exam, preguntas, access.result, mediaOf(access.group.id, access.exam.id_evaluacion), true);
    return { ...view, evaluacion: { ...view.evaluacion, extraordinario: true, id_evaluacion: access.exam.id_evaluacion } };
  });

  calls.register(answerExtraordinaryExamCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const access = await extraordinaryAccess(db, session, body.id_grupo);
    if (body.id_evaluacion !== access.exam.id_evaluacion) throw notFound(EXERCISES_MSG.evaluationNotFound);
    const grade = gradeAnswers(await gradingQuestionsOf(db, access.exam.id_evaluacion), body.preguntas);
    if (isGradingError(grade)) throw badRequest(gradingMessage(grade));
    const respuestas = [...grade.choices].map(([num_pregunta, eleccion]) => ({ num_pregunta, eleccion }));
    const graded = { calificacion: grade.calificacion, calificaciontotal: grade.calificaciontotal, respuestas };
    const idResultado = await saveExtraordinary(db, access, body.id_alumno, graded);
    return { message: EXERCISES_MSG.examDone, calificacion: grade.calificacion, calificaciontotal: grade.calificaciontotal, idResultado };
  });
}

/** A question's image or audio, for whoever may read the question. */
function registerQuestionFiles({ calls, db, clock, escuela }: AreaDeps) {
  async function assertCanReadQuestionFile(session: SessionContext, groupId: number, evaluationId: number) {
    const group = await assertCanSeeGroup(db, session, groupId);
    // A teacher of the group (or an administrator) sees any evaluation of its level, as grupos.recursos lists them.
    if (session.roll !== 'ALUMNO') {
      if (!(await levelHasEvaluation(db, group.id_nivel, evaluationId))) throw notFound(EXERCISES_MSG.evaluationNotFound);
      return;
    }
    // The quality exam or an evaluation of a lesson open to the student now: the same rules as reading its questions.
    const today = schoolToday(clock);
    const quality = await qualityExamOf(db, { groupId: group.id, levelId: group.id_nivel, today });
    if (quality?.evaluation.id_evaluacion === evaluationId) {
      if (!quality.open) throw forbidden(EXERCISES_MSG.evaluationNotOpen);
      return;
    }
    const records = await studentRecords(db, { studentId: session.userId, groupId: group.id, evaluationId });
    openLessonEvaluation(records, evaluationId, today, cycleOver(group, today));
  }

  calls.register(questionFileCall, async ({ params, session }) => {
    // The extraordinary exam's media follow its own door (decision 033); the rest, the group's and the lessons' rules.
    const extraordinary = session.roll === 'ALUMNO' && (await isReadableExtraordinary(db, session, params.id_grupo, params.id_evaluacion));
    if (!extraordinary) await assertCanReadQuestionFile(session, params.id_grupo, params.id_evaluacion);
    const question = (await questionsOf(db, params.id_evaluacion)).find((q) => q.num_pregunta === params.num_pregunta);
    const ruta = params.medio === 'imagen' ? question?.ruta_imagen : question?.ruta_audio;
    if (!ruta) throw notFound(EXERCISES_MSG.resourceNotFound);
    const file = await readLessonFile(db, escuela, ruta);
    if (!file) throw notFound(LESSONS_MSG.resourceFileMissing);
    return { bytes: file.contenido, contentType: file.content_type, filename: ruta.slice(ruta.lastIndexOf('/') + 1), maxAgeSeconds: 3600 };
  });
}

function registerTeacherResources({ calls, db }: AreaDeps, mediaOf: MediaUrls) {
  calls.register(teacherResourcesCall, async ({ params, session }) => {
    const group = await assertCanSeeGroup(db, session, params.groupId);
    return teacherResources(db, group.id_nivel, (evaluationId) => mediaOf(group.id, evaluationId));
  });
}

export const area = defineArea({ name: 'exercises', register: registerExercisesRoutes });
