/**
 * Benchmark of the exercises area's hot calls on a large demo data set
 * (decision 023), as the students of demo.alumno's current group, each
 * connection one student with her own session and exercise (decision 037:
 * ten connections re-sending one student's one result measured the
 * two-phone rule's 409s, not answers):
 *   - POST recurso.resuelto (an answered exercise: lessons list rules, questions, result),
 *   - POST recurso.contestar (that exercise sent again: the same checks, grading
 *     from the stored right options and a conditional update; every request writes).
 * Each beside its bare limit (decision 021): a bare Fastify handler in this
 * process, on the same pool, doing only the work the answer cannot skip, with
 * its own SQL (bare-queries.ts) sent as named prepared statements:
 *   - resuelto: the live session, the questions, the student's result, the review;
 *   - contestar: the live session, the questions' right options, `gradeAnswers`,
 *     the conditional update of the named result.
 * No lessons-list rules, no group check, no body validation, JSON.stringify.
 * Then the ratio service ÷ bare for each call. The exam burst is exam-burst.ts.
 * Usage: npm run bench:exercises [-- --scale 20 --seconds 10 --students 10] (DATABASE_URL for PostgreSQL).
 * Figures are kept in docs/benchmarks.md.
 */
import { createHash } from 'node:crypto';
import type autocannon from 'autocannon';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AnswerSubmission, EXERCISES_MSG, gradeAnswers, isGradingError, MSG } from '@lms/contract';
import { choicesOf, gradingFields, gradingQuestion, resendQuery, resultFields, resultQuery, reviewFields, questionsQuery, sessionFields, sessionQuery } from './bare-queries.js';
import { bareStatement, benchArgs, printRatio, runner, signIn, startService, type RunFigures } from './harness.js';
import { questionRow, questionView, type MediaUrl } from '../src/routes/exercises/exercises.repository.js';
import { answeredExercise, classmates } from './students.js';

const args = benchArgs({ students: '0' });
const service = await startService(args.scale);
const { address } = service;
const { answer } = await signIn(address, 'demo.alumno');
// demo.alumno's current group (ADU-N3-C), which one in three generated students take.
const group = answer.grupos[2]!.id;
const studentCount = args.text('students') === '0' ? args.connections : args.number('students');
const students = await classmates(address, group, studentCount);
if (students.length < studentCount) throw new Error(`only ${students.length} students may open group ${group}: raise --scale`);
const work = await Promise.all(students.map(async (s) => ({ student: s, ...(await answeredExercise(address, s, group)) })));
const run = runner(args);

// The bare limit: its own SQL (bare-queries.ts), sent by the driver on the same pool.
const { database, config } = service;
const { db } = database;
const statement = (name: string, query: Parameters<typeof bareStatement>[2], fields: object) => bareStatement(database, name, query, Object.keys(fields));
const liveSession = statement('session', sessionQuery(db), sessionFields);
const questionRows = statement('questions', questionsQuery(db, reviewFields), reviewFields);
const gradingRows = statement('grading', questionsQuery(db, gradingFields), gradingFields);
const resultRow = statement('result', resultQuery(db), resultFields);
const resendRow = statement('resend', resendQuery(db), { id: true });

/** The caller's live session at school 1, or null: the work every signed-in call does first. */
async function bareSession(request: FastifyRequest): Promise<{ userId: number } | null> {
  const now = new Date();
  const token = decodeURIComponent(String(request.headers.cookie ?? '').replace(/^lms_sesion=/, ''));
  const [row] = await liveSession({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    now: now.toISOString(),
    seenAfter: new Date(now.getTime() - config.session.idleMs).toISOString(),
  });
  return row && row.escuela === 1 ? { userId: Number(row.userId) } : null;
}
const json = (reply: FastifyReply, body: unknown) => reply.header('content-type', 'application/json').send(JSON.stringify(body));
/** numeric columns: drizzle maps them to numbers, the drivers give text. */
const numeric = (row: Record<string, unknown>) => ({ ...row, valor: Number(row.valor) });

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
  const questions = (await gradingRows({ evaluationId: body.id_evaluacion })).map(gradingQuestion);
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
const ratio = (title: string, ours: RunFigures, limit: RunFigures) => printRatio(title, ours, limit, args.duration);
/** Each connection is one student, sending her own body with her own session, so no two requests at once re-send one result. */
function perStudent(url: string, body: (w: (typeof work)[number]) => object): autocannon.Options {
  let next = 0;
  const prepared = work.map((w) => ({ cookie: w.student.cookie, body: JSON.stringify(body(w)) }));
  return {
    url,
    method: 'POST',
    setupClient: (client) => {
      const own = prepared[next++ % prepared.length]!;
      client.setHeadersAndBody({ 'content-type': 'application/json', cookie: own.cookie }, own.body);
    },
  };
}

console.log(`${students.length} students of group ${group}, one per connection in turn`);
const readLimit = await run('bare recurso.resuelto (session, questions, result; prepared)', perStudent(`${bareAddress}/bare/recurso.resuelto`, (w) => w.read));
const readOurs = await run('POST recurso.resuelto (open-lesson rules + questions + result)', perStudent(`${address}/api/1/recurso.resuelto`, (w) => w.read));
const answerLimit = await run('bare recurso.contestar (session, right options, grading, conditional update; prepared)', perStudent(`${bareAddress}/bare/recurso.contestar`, (w) => w.resend));
const answerOurs = await run('POST recurso.contestar (rules + grading + conditional update)', perStudent(`${address}/api/1/recurso.contestar`, (w) => w.resend));
ratio('recurso.resuelto', readOurs, readLimit);
ratio('recurso.contestar', answerOurs, answerLimit);

await bare.close();
await service.close();
