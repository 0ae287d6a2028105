/**
 * Benchmark of the exercises area's hot calls on a large demo data set
 * (decision 023), as demo.alumno in her current group:
 *   - POST recurso.resuelto (an answered exercise: lessons list rules, questions, result),
 *   - POST recurso.contestar (that exercise sent again: the same checks, grading
 *     from the stored right options and a conditional update; every request writes).
 * Each beside its bare limit (decision 021): a bare Fastify handler in this
 * process, on the same pool, doing only the work the answer cannot skip, with
 * the SQL drizzle builds for the service sent as named prepared statements:
 *   - resuelto: the live session, the questions, the student's result, the review;
 *   - contestar: the live session, the questions' right options, `gradeAnswers`,
 *     the conditional update of the named result.
 * No lessons-list rules, no group check, no body validation, JSON.stringify.
 * Then the ratio service ÷ bare for each call.
 * Usage: npm run bench:exercises [-- --scale 20 --seconds 10] (DATABASE_URL for PostgreSQL).
 * Figures are kept in docs/benchmarks.md.
 */
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AnswerSubmission, EXERCISES_MSG, gradeAnswers, isGradingError, type LessonRow, MSG, type SolvedEvaluation } from '@lms/contract';
import { liveSessionFields, liveSessionQuery, hashToken } from '../src/plugins/session.js';
import {
  choicesOf,
  gradingQuestionFields,
  gradingQuestionsQuery,
  questionFields,
  questionRow,
  questionsQuery,
  questionView,
  resendQuery,
  resultFields,
  resultQuery,
  storedQuestion,
  type MediaUrl,
} from '../src/routes/exercises/exercises.repository.js';
import { demoUserId } from '../src/seed/index.js';
import { bareStatement, benchArgs, printRatio, runner, signIn, startService, type RunFigures } from './harness.js';

const args = benchArgs();
const service = await startService(args.scale);
const { address } = service;
const { cookie, answer } = await signIn(address, 'demo.alumno');
const me = demoUserId(1, 'alumno');
const group = answer.grupos[2]!.id;
const post = async <T>(call: string, body: object): Promise<T> => {
  const res = await fetch(`${address}/api/1/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${call} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

// An exercise she has answered, in a lesson already held.
const lessons = await post<LessonRow[]>('recursos.usuario', { id_alumno: me, id_grupo: group, tipo: 0 });
const exercise = lessons.find((l) => l.abrir === 1 && l.calificacion !== null)!.recursos.find((r) => r.tipo === 1 && r.editable === 1)!;
const read = { id_usuario: me, id_grupo: group, id_evaluacion: exercise.id_evaluacion! };
const solved = await post<SolvedEvaluation>('recurso.resuelto', read);
const preguntas = solved.preguntas.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.idTipoPregunta === 2 ? (q.opcion_correcta ?? 1) : null }));
const resend = { id_alumno: me, id_grupo: group, id_evaluacion: read.id_evaluacion, preguntas, editable: 1 as const, idResultado: solved.recursoRescuelto!.id };
const run = runner(args);

// The bare limit: the service's SQL, sent by the driver on the same pool.
const { database, config } = service;
const statement = (name: string, query: Parameters<typeof bareStatement>[2], fields: object) => bareStatement(database, name, query, Object.keys(fields));
const liveSession = statement('session', liveSessionQuery(database.db), liveSessionFields);
const questionRows = statement('questions', questionsQuery(database.db), questionFields);
const gradingRows = statement('grading', gradingQuestionsQuery(database.db), gradingQuestionFields);
const resultRow = statement('result', resultQuery(database.db), resultFields);
const resendRow = statement('resend', resendQuery(database.db), { id: true });
/** numeric columns: drizzle maps them to numbers, the drivers give text. */
const numeric = (row: Record<string, unknown>) => ({ ...row, valor: Number(row.valor) });

/** The caller's live session at school 1, or null: the work every signed-in call does first. */
async function bareSession(request: FastifyRequest): Promise<{ userId: number } | null> {
  const now = new Date();
  const token = decodeURIComponent(String(request.headers.cookie ?? '').replace(/^lms_sesion=/, ''));
  const [row] = await liveSession({
    tokenHash: hashToken(token),
    now: now.toISOString(),
    seenAfter: new Date(now.getTime() - config.session.idleMs).toISOString(),
  });
  return row && row.escuela === 1 ? { userId: Number(row.userId) } : null;
}
const json = (reply: FastifyReply, body: unknown) => reply.header('content-type', 'application/json').send(JSON.stringify(body));

const bare = Fastify({ logger: false });
bare.post<{ Body: { id_usuario: number; id_grupo: number; id_evaluacion: number } }>('/bare/recurso.resuelto', async (request, reply) => {
  const session = await bareSession(request);
  const { id_usuario, id_grupo, id_evaluacion } = request.body;
  if (session?.userId !== id_usuario) return reply.code(403).send({ message: MSG.forbidden });
  const [rows, [stored]] = await Promise.all([
    questionRows({ evaluationId: id_evaluacion }),
    resultRow({ studentId: id_usuario, groupId: id_grupo, evaluationId: id_evaluacion }),
  ]);
  const result = stored
    ? { id: Number(stored.id), calificacion: Number(stored.calificacion), calificaciontotal: Number(stored.calificaciontotal), editable: Number(stored.editable), version: Number(stored.version), choices: choicesOf(stored.respuestas) }
    : null;
  const mediaUrl: MediaUrl = (q, medio) => `/api/1/recursos.pregunta/${id_grupo}/${id_evaluacion}/${q.num_pregunta}/${medio}`;
  const questions = rows.map((r) => questionRow(numeric(r) as Parameters<typeof questionRow>[0]));
  return json(reply, {
    ejercicioResuelto: result ? 1 : 0,
    // The right options once the result can no longer change (decision 031); the cycle's end is the group check's, which the bare limit skips.
    preguntas: questions.map((q) => questionView(q, result, mediaUrl, result !== null && result.editable !== 1)),
    calificaciontotal: result?.calificaciontotal ?? null,
    recursoRescuelto: result ? { calificacion: result.calificacion, id: result.id, editable: result.editable, version: result.version } : null,
  });
});
bare.post<{ Body: AnswerSubmission }>('/bare/recurso.contestar', async (request, reply) => {
  const session = await bareSession(request);
  const body = request.body;
  if (session?.userId !== body.id_alumno) return reply.code(403).send({ message: MSG.forbidden });
  const questions = (await gradingRows({ evaluationId: body.id_evaluacion })).map((r) => storedQuestion(numeric(r) as Parameters<typeof storedQuestion>[0]));
  const grade = gradeAnswers(questions, body.preguntas);
  if (isGradingError(grade)) return reply.code(400).send({ message: grade.kind });
  const respuestas = [...grade.choices].map(([num_pregunta, eleccion]) => ({ num_pregunta, eleccion }));
  const updated = await resendRow({
    calificacion: grade.calificacion,
    calificaciontotal: grade.calificaciontotal,
    respuestas: JSON.stringify(respuestas),
    resultId: body.idResultado,
    // The version the client saw, when it names one (the bench's body does not, as the spec's client).
    version: body.version ?? null,
    studentId: body.id_alumno,
    groupId: body.id_grupo,
    evaluationId: body.id_evaluacion,
  });
  if (updated.length === 0) return reply.code(409).send({ message: EXERCISES_MSG.exerciseNotEditable });
  return json(reply, { message: EXERCISES_MSG.exerciseSaved, calificacion: grade.calificacion, calificaciontotal: grade.calificaciontotal, idResultado: body.idResultado });
});
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(`database: ${database.kind}, scale ${args.scale}, ${args.connections} connections, ${args.duration} s per run`);
const postTo = (url: string, body: object) => ({ url, method: 'POST' as const, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const ratio = (title: string, ours: RunFigures, limit: RunFigures) => printRatio(title, ours, limit, args.duration);

const readLimit = await run('bare recurso.resuelto (session, questions, result; prepared)', postTo(`${bareAddress}/bare/recurso.resuelto`, read));
const readOurs = await run('POST recurso.resuelto (open-lesson rules + questions + result)', postTo(`${address}/api/1/recurso.resuelto`, read));
const answerLimit = await run('bare recurso.contestar (session, right options, grading, conditional update; prepared)', postTo(`${bareAddress}/bare/recurso.contestar`, resend));
const answerOurs = await run('POST recurso.contestar (rules + grading + conditional update)', postTo(`${address}/api/1/recurso.contestar`, resend));
ratio('recurso.resuelto', readOurs, readLimit);
ratio('recurso.contestar', answerOurs, answerLimit);

await bare.close();
await service.close();
