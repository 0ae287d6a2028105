import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import {
  answerEvaluationCall,
  answerQualityExamCall,
  encodeId,
  formatMessage,
  groupQualityExamCall,
  MSG,
  STUDY_MSG,
  solvedEvaluationCall,
  solvedQualityExamCall,
  studentResourcesCall,
  teacherGroupsCall,
  teacherResourcesCall,
  type Answer,
  type Question,
} from '@lms/contract';
import { cycles, groups, resources, results } from '../../db/schema/index.js';
import { demoUserId } from '../../seed/index.js';
import { demoStudentGroups, demoStudentMidCycle } from '../../test/demo-student.js';
import { someAnswers } from '../../test/harness/world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let cookie: string;
let current: number;
const me = demoUserId(1, 'alumno');

beforeAll(async () => {
  t = await createTestApp();
  let groupIds: number[];
  ({ cookie, groupIds } = await demoStudentMidCycle(t));
  current = groupIds[2]!;
});
afterAll(async () => t.close());

const lessons = async (tipo: 0 | 1 = 0) => t.requestJson(studentResourcesCall, { cookie, body: { id_alumno: me, id_grupo: current, tipo } });
const read = (id_evaluacion: number) => t.request(solvedEvaluationCall, { cookie, body: { id_usuario: me, id_grupo: current, id_evaluacion } });
const send = (id_evaluacion: number, preguntas: Answer[], more: Record<string, number> = {}) =>
  t.request(answerEvaluationCall, { cookie, body: { id_alumno: me, id_grupo: current, id_evaluacion, preguntas, ...more } });
/** The open resources of one kind in the current group, lesson by lesson. */
async function openOfKind(tipo: number, answered: boolean) {
  const rows = await lessons();
  return rows.filter((r) => r.abrir === 1).flatMap((r) => r.recursos.filter((x) => x.tipo === tipo && (answered ? x.editable === 0 || r.calificacion !== null : r.calificacion === null)));
}
/** The level's evaluation of the given lesson and tipo (ordinary lessons unless `conjunto` 1). */
async function levelEvaluation(leccion: number, tipo: number, conjunto = 0) {
  const [group] = await t.database.db.select({ nivel: groups.id_nivel }).from(groups).where(eq(groups.id, current));
  const [row] = await t.database.db
    .select({ id: resources.id_evaluacion })
    .from(resources)
    .where(and(eq(resources.id_nivel, group!.nivel), eq(resources.leccion, leccion), eq(resources.tipo, tipo), eq(resources.conjunto, conjunto)));
  return row!.id!;
}

/** Lesson 5's exam and its recovery exam; lesson 5 was on 2026-11-20. */
const lessonFive = async () => ({ exam: await levelEvaluation(5, 2), recovery: await levelEvaluation(5, 3) });
const answersOf = async (evaluation: number) => someAnswers((await read(evaluation)).json().preguntas);
const forget = (...evaluations: number[]) => Promise.all(evaluations.map((e) => t.database.db.delete(results).where(and(eq(results.id_alumno, me), eq(results.id_evaluacion, e)))));
const refusal = async (res: Awaited<ReturnType<typeof read>>) => [res.statusCode, res.json().message];

describe('POST recurso.resuelto', () => {
  it('gives an unanswered exercise its questions and options, never the right ones', async () => {
    const [pending] = await openOfKind(1, false);
    const res = await read(pending!.id_evaluacion!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ejercicioResuelto: 0, recursoRescuelto: null, calificaciontotal: 100 });
    const graded = body.preguntas.filter((q: Question) => q.idTipoPregunta === 2);
    expect(graded.length).toBeGreaterThanOrEqual(8);
    expect(graded.length).toBeLessThanOrEqual(12);
    for (const q of body.preguntas as Question[]) {
      expect([q.opcion_correcta, q.correcta, q.eleccion, q.respuesta]).toEqual([null, null, null, null]);
      expect(JSON.stringify(q)).not.toContain('opcion_correcta":1');
    }
  });

  it('refuses a future lesson, a locked certification lesson and an evaluation of another level', async () => {
    const future = await read(await levelEvaluation(8, 1));
    expect([future.statusCode, future.json().message]).toEqual([403, MSG.evaluationNotOpen]);
    const locked = await read(await levelEvaluation(3, 1, 1));
    expect([locked.statusCode, locked.json().message]).toEqual([403, MSG.evaluationNotOpen]);
    const [otherLevel] = await t.database.db
      .select({ id: resources.id_evaluacion })
      .from(resources)
      .innerJoin(groups, eq(groups.id, current))
      .where(and(ne(resources.id_nivel, groups.id_nivel), eq(resources.tipo, 1)))
      .limit(1);
    const foreign = await read(otherLevel!.id!);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, MSG.evaluationNotFound]);
  });
});

describe('POST recurso.contestar', () => {
  it('grades from the stored right options: a forged 100 stores the real grade, and the review shows the marks', async () => {
    const [pending] = await openOfKind(1, false);
    const id = pending!.id_evaluacion!;
    const before = (await read(id)).json();
    const answers = someAnswers(before.preguntas);
    const sent = await send(id, answers, { calificacion: 100, calificaciontotal: 100, id_curso: 999, session: 99 });
    expect(sent.statusCode).toBe(200);
    const review = (await read(id)).json();
    const graded = (review.preguntas as Question[]).filter((q) => q.idTipoPregunta === 2);
    const expected = Math.round(graded.filter((q) => q.opcion_correcta === 1).reduce((sum, q) => sum + q.valor, 0) * 100) / 100;
    expect(expected).toBeLessThan(100); // the bank varies where the right option is
    expect(sent.json()).toMatchObject({ message: MSG.exerciseSaved, calificacion: expected, calificaciontotal: 100 });
    expect(review).toMatchObject({ ejercicioResuelto: 1, recursoRescuelto: { calificacion: expected, editable: 1 } });
    for (const q of graded) {
      expect(q.eleccion).toBe(1);
      expect(q.opcion_correcta).not.toBeNull();
      expect(q.correcta).toBe(q.opcion_correcta === 1 ? 1 : 0);
      expect(q.respuesta).toBe(q.valor1);
    }
    const [stored] = await t.database.db.select().from(results).where(and(eq(results.id_alumno, me), eq(results.id_evaluacion, id)));
    expect(stored).toMatchObject({ calificacion: expected, session: 4, editable: 1 });

    // Sent again while editable, naming the result: the right answers now give 100.
    const right = graded.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.opcion_correcta }));
    const instructions = (review.preguntas as Question[]).filter((q) => q.idTipoPregunta === 6).map((q) => ({ num_pregunta: q.num_pregunta, eleccion: null }));
    const again = await send(id, [...right, ...instructions] as Answer[], { editable: 1, idResultado: review.recursoRescuelto.id });
    expect(again.json()).toMatchObject({ calificacion: 100, idResultado: review.recursoRescuelto.id });
    // Without the result it replaces, or naming another one: refused, nothing changes.
    const blind = await send(id, answers);
    expect([blind.statusCode, blind.json().message]).toEqual([409, MSG.resultMismatch]);
    expect((await read(id)).json().recursoRescuelto.calificacion).toBe(100);
  });

  it('refuses a re-send from a screen older than the result (another phone re-sent first), and takes one naming the current version', async () => {
    // An exercise the seed answered (the pending ones are the other tests').
    let id = 0;
    for (const r of (await openOfKind(1, true)).filter((x) => x.editable === 1)) {
      if ((await read(r.id_evaluacion!)).json().recursoRescuelto) id = r.id_evaluacion!;
    }
    const answers = someAnswers((await read(id)).json().preguntas);
    const seen = (await read(id)).json().recursoRescuelto;
    const v = seen.version as number;
    // Both phones show version v; the first re-send wins and the version grows.
    const first = await send(id, answers, { editable: 1, idResultado: seen.id, version: seen.version });
    expect(first.statusCode).toBe(200);
    const stale = await send(id, answers, { editable: 1, idResultado: seen.id, version: seen.version });
    expect([stale.statusCode, stale.json().message]).toEqual([409, MSG.resultMismatch]);
    const now = (await read(id)).json().recursoRescuelto;
    expect(now.version).toBe(v + 1);
    expect((await send(id, answers, { editable: 1, idResultado: now.id, version: now.version })).statusCode).toBe(200);
    // The spec's payload names no version: it re-sends over the current result.
    expect((await send(id, answers, { editable: 1, idResultado: now.id })).statusCode).toBe(200);
    expect((await read(id)).json().recursoRescuelto.version).toBe(v + 3);
  });

  it('sends nothing while a question is unanswered, and names it', async () => {
    const pending = await openOfKind(1, false);
    const id = pending[0]!.id_evaluacion!;
    const answers = someAnswers((await read(id)).json().preguntas);
    const graded = answers.filter((a) => a.eleccion !== null);
    const missing = answers.map((a) => (a.num_pregunta === graded[2]!.num_pregunta ? { ...a, eleccion: null } : a));
    const res = await send(id, missing);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(formatMessage(MSG.answerMissing, { n: 3 }));
    expect((await read(id)).json().ejercicioResuelto).toBe(0);
    const unknown = await send(id, [...answers, { num_pregunta: 999, eleccion: 1 }]);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, formatMessage(MSG.answerUnknownQuestion, { n: 999 })]);
  });

  it('refuses a hidden option', async () => {
    const pending = await openOfKind(1, false);
    for (const { id_evaluacion } of pending) {
      const preguntas: Question[] = (await read(id_evaluacion!)).json().preguntas;
      const threeOptions = preguntas.find((q) => q.idTipoPregunta === 2 && q.valor4 === '-');
      if (!threeOptions) continue;
      const answers = someAnswers(preguntas).map((a) => (a.num_pregunta === threeOptions.num_pregunta ? { ...a, eleccion: 4 as const } : a));
      const res = await send(id_evaluacion!, answers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/no es una opción válida/);
      return;
    }
    throw new Error('no open exercise has a question with a hidden option');
  });

  it('takes an exam once; its recovery exam opens only after the exam failed, never after it passed', async () => {
    const { exam, recovery } = await lessonFive();
    try {
      const answers = await answersOf(exam);
      expect((await send(exam, answers)).statusCode).toBe(200);
      expect(await refusal(await send(exam, answers, { editable: 1, idResultado: 1 }))).toEqual([409, MSG.examAlreadyAnswered]);
      await t.database.db.update(results).set({ calificacion: 80 }).where(and(eq(results.id_alumno, me), eq(results.id_evaluacion, exam)));
      expect(await refusal(await read(recovery))).toEqual([403, MSG.recoveryNotNeeded]);
      expect(await refusal(await send(recovery, answers))).toEqual([403, MSG.recoveryNotNeeded]);
      const row = (await lessons()).find((r) => r.leccion === 5)!;
      expect(row.recursos.map((r) => r.tipo)).not.toContain(3);
      expect(row.avisos).toEqual([MSG.recoveryNotNeeded]);
      // Failed: the recovery exam is its second try.
      await t.database.db.update(results).set({ calificacion: 50 }).where(and(eq(results.id_alumno, me), eq(results.id_evaluacion, exam)));
      expect((await send(recovery, await answersOf(recovery))).statusCode).toBe(200);
    } finally {
      await forget(exam, recovery);
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });

  it('refuses the recovery exam as a first try beside the exam: it opens once the exam\'s day went by without it, and then the exam closes', async () => {
    const { exam, recovery } = await lessonFive();
    t.clock.set(new Date('2026-11-20T18:00:00Z')); // lesson 5's own day
    try {
      expect(await refusal(await read(recovery))).toEqual([403, STUDY_MSG.recoveryNotYet]);
      expect(await refusal(await send(recovery, []))).toEqual([403, STUDY_MSG.recoveryNotYet]);
      expect((await lessons()).find((r) => r.leccion === 5)!.avisos).toEqual([STUDY_MSG.recoveryNotYet]);
      // The day went by without the exam: missed, so the recovery exam replaces it, once.
      t.clock.set(new Date('2026-11-21T18:00:00Z'));
      expect((await send(recovery, await answersOf(recovery))).statusCode).toBe(200);
      expect(await refusal(await read(exam))).toEqual([403, STUDY_MSG.examReplacedByRecovery]);
      expect(await refusal(await send(exam, []))).toEqual([403, STUDY_MSG.examReplacedByRecovery]);
      const row = (await lessons()).find((r) => r.leccion === 5)!;
      expect(row.recursos.filter((r) => r.tipo === 2 || r.tipo === 3).map((r) => r.tipo)).toEqual([3]);
      expect(row.avisos).toEqual([STUDY_MSG.examReplacedByRecovery]);
    } finally {
      await forget(exam, recovery);
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });
});

describe('a group whose cycle is over', () => {
  it('changes no result: a re-sent exercise of a finished cycle is refused in Spanish, and its review is no longer editable', async () => {
    const { groupIds } = await demoStudentGroups(t, 'alumno');
    const finished = groupIds[0]!;
    const [answered] = await t.database.db
      .select({ id: results.id, id_evaluacion: results.id_evaluacion, calificacion: results.calificacion })
      .from(results)
      .where(and(eq(results.id_alumno, me), eq(results.id_grupo, finished), eq(results.editable, 1)))
      .limit(1);
    expect(answered).toBeDefined();
    const body = { id_usuario: me, id_grupo: finished, id_evaluacion: answered!.id_evaluacion };
    const review = await t.requestJson(solvedEvaluationCall, { cookie, body });
    expect(review.recursoRescuelto).toMatchObject({ id: answered!.id, editable: 0 });
    const right = review.preguntas.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.opcion_correcta }));
    const resent = await t.request(answerEvaluationCall, { cookie, body: { id_alumno: me, id_grupo: finished, id_evaluacion: answered!.id_evaluacion, preguntas: right, editable: 1, idResultado: answered!.id } });
    expect([resent.statusCode, resent.json().message]).toEqual([403, STUDY_MSG.cycleClosed]);
    const [kept] = await t.database.db.select({ calificacion: results.calificacion }).from(results).where(eq(results.id, answered!.id));
    expect(kept!.calificacion).toBe(answered!.calificacion);
    // Its lessons list offers only what can be reviewed, none of it editable, and says why.
    const rows = await t.requestJson(studentResourcesCall, { cookie, body: { id_alumno: me, id_grupo: finished, tipo: 0 } });
    expect(rows.flatMap((r) => r.recursos).every((r) => r.editable === 0)).toBe(true);
  });

  it('takes no answer once the current cycle ends, and hides its unanswered quality exam', async () => {
    const pending = (await openOfKind(1, false))[0]!;
    const answers = await answersOf(pending.id_evaluacion!);
    const [listed] = await t.requestJson(groupQualityExamCall, { cookie, body: { id_grupo: current } });
    const [cycle] = await t.database.db.select({ fin: cycles.fecha_fin }).from(groups).innerJoin(cycles, eq(cycles.id, groups.id_ciclo)).where(eq(groups.id, current));
    t.clock.set(new Date(`${cycle!.fin}T18:00:00Z`));
    t.clock.advance(86_400_000); // the day after the cycle's last
    try {
      const late = await t.login(1, 'demo.alumno');
      const sent = await t.request(answerEvaluationCall, { cookie: late, body: { id_alumno: me, id_grupo: current, id_evaluacion: pending.id_evaluacion!, preguntas: answers } });
      expect([sent.statusCode, sent.json().message]).toEqual([403, STUDY_MSG.cycleClosed]);
      const rows = await t.requestJson(studentResourcesCall, { cookie: late, body: { id_alumno: me, id_grupo: current, tipo: 0 } });
      const row = rows.find((r) => r.leccion === rows.find((x) => x.recursos.some((y) => y.id_evaluacion === pending.id_evaluacion))?.leccion);
      expect(row).toBeUndefined(); // the unanswered exercise is offered in no lesson
      expect(rows.some((r) => r.avisos.includes(STUDY_MSG.cycleClosed))).toBe(true);
      if (listed?.entregado === 0) {
        expect(await t.requestJson(groupQualityExamCall, { cookie: late, body: { id_grupo: current } })).toEqual([]);
        const quality = await t.request(answerQualityExamCall, { cookie: late, body: { id_alumno: me, id_grupo: current, id_evaluacion: listed.id_evaluacion, preguntas: [] } });
        expect([quality.statusCode, quality.json().message]).toEqual([403, STUDY_MSG.cycleClosed]);
      }
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });
});

describe('the quality exam', () => {
  it('is listed once its lesson is open, delivered once, and then says so', async () => {
    const [listed] = await t.requestJson(groupQualityExamCall, { cookie, body: { id_grupo: current } });
    expect(listed).toMatchObject({ id_evaluacion: expect.any(Number), id_leccion: expect.any(Number), entregado: 0 });
    const body = { id_usuario: me, id_grupo: current, id_evaluacion: listed!.id_evaluacion };
    const exam = await t.requestJson(solvedQualityExamCall, { cookie, body });
    expect(exam.evaluacion.tipo).toBe(4);
    expect(exam.preguntas.every((q) => q.opcion_correcta === null)).toBe(true);
    const answer = { id_alumno: me, id_grupo: current, id_evaluacion: listed!.id_evaluacion, preguntas: someAnswers(exam.preguntas) };
    const sent = await t.request(answerQualityExamCall, { cookie, body: answer });
    expect([sent.statusCode, sent.json().message]).toEqual([200, MSG.qualityThanks]);
    const twice = await t.request(answerQualityExamCall, { cookie, body: answer });
    expect([twice.statusCode, twice.json().message]).toEqual([409, MSG.qualityAlreadyAnswered]);
    expect((await t.requestJson(groupQualityExamCall, { cookie, body: { id_grupo: current } }))[0]!.entregado).toBe(1);
    // A lesson's exercise is not the quality exam.
    const [exercise] = await openOfKind(1, true);
    const wrong = await t.request(solvedQualityExamCall, { cookie, body: { ...body, id_evaluacion: exercise!.id_evaluacion! } });
    expect(wrong.statusCode).toBe(404);
  });

  it('is not listed before its lesson opens', async () => {
    t.clock.set(new Date('2026-11-03T18:00:00Z')); // lesson 2 day: the exam opens with lesson 3
    try {
      expect(await t.requestJson(groupQualityExamCall, { cookie, body: { id_grupo: current } })).toEqual([]);
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });
});

describe('GET grupos.recursos (the teacher’s view)', () => {
  it('lists the level’s exercises and exams by lesson with the right options, and their media open for the teacher', async () => {
    const teacher = await t.login(1, 'demo.teacher');
    const groupId = (await demoStudentGroups(t, 'alumno')).groupIds[2]!;
    const list = await t.requestJson(teacherResourcesCall, { params: { groupId }, cookie: teacher });
    expect(list.length).toBeGreaterThan(10);
    expect(list.map((r) => r.leccion)).toEqual([...list.map((r) => r.leccion)].sort((a, b) => a - b));
    const multiple = list.flatMap((r) => r.preguntas).filter((q) => q.idTipoPregunta === 2);
    expect(multiple.length).toBeGreaterThan(0);
    expect(multiple.every((q) => q.opcion_correcta !== null && q.eleccion === null)).toBe(true);
    // The teacher opens the level's question pictures; the student's open-lesson rule is not theirs.
    const pictured = list.flatMap((r) => r.preguntas.map((q) => ({ r, q }))).find(({ q }) => q.ruta_imagen !== null)!;
    const media = await t.call('GET', pictured.q.ruta_imagen!, { cookie: teacher });
    expect(media.statusCode).toBe(200);
    const teacher2 = await t.login(1, 'demo.teacher2');
    const theirs = await t.requestJson(teacherGroupsCall, { params: { id: encodeId(demoUserId(1, 'teacher2')) }, cookie: teacher2 });
    const notMine = theirs.find((g) => g.id_teacher_2 === null && g.mi_turno === 1)!.id;
    expect((await t.request(teacherResourcesCall, { params: { groupId: notMine }, cookie: teacher })).statusCode).toBe(403);
  });
});
