import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import {
  type Answer,
  answerQualityExamCall,
  encodeId,
  EXERCISES_MSG,
  formatMessage,
  groupQualityExamCall,
  type Question,
  solvedQualityExamCall,
  teacherGroupsCall,
  teacherResourcesCall,
} from '@lms/contract';
import { questions } from './exercises.schema.js';
import { results } from '../grades/grades.schema.js';
import { groups } from '../groups/groups.schema.js';
import { resources } from '../lessons/lessons.schema.js';
import { demoUserId } from '../../seed/index.js';
import { demoStudentGroups } from '../../test/demo-student.js';
import { someAnswers } from '../../test/harness/world.js';
import { studentInCurrentGroup, type studyCalls } from '../../test/study-calls.js';
import type { TestApp } from '../../test/test-app.js';

let t: TestApp;
let cookie: string;
let current: number;
const me = demoUserId(1, 'alumno');

let calls: ReturnType<typeof studyCalls>;

beforeAll(async () => {
  ({ t, cookie, current, calls } = await studentInCurrentGroup());
});
afterAll(async () => t.close());

describe('POST recurso.resuelto', () => {
  it('gives an unanswered exercise its questions and options, never the right ones', async () => {
    const [pending] = await calls.openOfKind(1, false);
    const res = await calls.read(pending!.id_evaluacion!);
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
    const future = await calls.read(await calls.levelEvaluation(8, 1));
    expect([future.statusCode, future.json().message]).toEqual([403, EXERCISES_MSG.evaluationNotOpen]);
    const locked = await calls.read(await calls.levelEvaluation(3, 1, 1));
    expect([locked.statusCode, locked.json().message]).toEqual([403, EXERCISES_MSG.evaluationNotOpen]);
    const [otherLevel] = await t.database.db
      .select({ id: resources.id_evaluacion })
      .from(resources)
      .innerJoin(groups, eq(groups.id, current))
      .where(and(ne(resources.id_nivel, groups.id_nivel), eq(resources.tipo, 1)))
      .limit(1);
    const foreign = await calls.read(otherLevel!.id!);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, EXERCISES_MSG.evaluationNotFound]);
  });
});

describe('POST recurso.contestar', () => {
  it('grades from the stored right options: a forged 100 stores the real grade, and the review shows the marks but not the key', async () => {
    const [pending] = await calls.openOfKind(1, false);
    const id = pending!.id_evaluacion!;
    const before = (await calls.read(id)).json();
    const answers = someAnswers(before.preguntas);
    const sent = await calls.send(id, answers, { calificacion: 100, calificaciontotal: 100, id_curso: 999, session: 99 });
    expect(sent.statusCode).toBe(200);
    const key = new Map((await t.database.db.select().from(questions).where(eq(questions.id_evaluacion, id))).map((q) => [q.num_pregunta, q]));
    const review = (await calls.read(id)).json();
    const graded = (review.preguntas as Question[]).filter((q) => q.idTipoPregunta === 2);
    const expected = Math.round(graded.filter((q) => key.get(q.num_pregunta)!.opcion_correcta === 1).reduce((sum, q) => sum + q.valor, 0) * 100) / 100;
    expect(expected).toBeLessThan(100); // the bank varies where the right option is
    expect(sent.json()).toMatchObject({ message: EXERCISES_MSG.exerciseSaved, calificacion: expected, calificaciontotal: 100 });
    expect(review).toMatchObject({ ejercicioResuelto: 1, recursoRescuelto: { calificacion: expected, editable: 1 } });
    // While it can be sent again: right or wrong for each answer, never the right option (decision 031).
    for (const q of graded) {
      expect(q.eleccion).toBe(1);
      expect(q.opcion_correcta).toBeNull();
      expect(q.correcta).toBe(key.get(q.num_pregunta)!.opcion_correcta === 1 ? 1 : 0);
      expect(q.respuesta).toBe(q.valor1);
    }
    const [stored] = await t.database.db.select().from(results).where(and(eq(results.id_alumno, me), eq(results.id_evaluacion, id)));
    expect(stored).toMatchObject({ calificacion: expected, session: 4, editable: 1 });

    // Sent again while editable, naming the result: the right answers (the question bank's) give 100.
    const right = graded.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: key.get(q.num_pregunta)!.opcion_correcta }));
    const instructions = (review.preguntas as Question[]).filter((q) => q.idTipoPregunta === 6).map((q) => ({ num_pregunta: q.num_pregunta, eleccion: null }));
    const again = await calls.send(id, [...right, ...instructions] as Answer[], { editable: 1, idResultado: review.recursoRescuelto.id });
    expect(again.json()).toMatchObject({ calificacion: 100, idResultado: review.recursoRescuelto.id });
    // Without the result it replaces, or naming another one: refused, nothing changes.
    const blind = await calls.send(id, answers);
    expect([blind.statusCode, blind.json().message]).toEqual([409, EXERCISES_MSG.resultMismatch]);
    expect((await calls.read(id)).json().recursoRescuelto.calificacion).toBe(100);
  });

  it('refuses a re-send from a screen older than the result (another phone re-sent first), and takes one naming the current version', async () => {
    // An exercise the seed answered (the pending ones are the other tests').
    let id = 0;
    for (const r of (await calls.openOfKind(1, true)).filter((x) => x.editable === 1)) {
      if ((await calls.read(r.id_evaluacion!)).json().recursoRescuelto) id = r.id_evaluacion!;
    }
    const answers = someAnswers((await calls.read(id)).json().preguntas);
    const seen = (await calls.read(id)).json().recursoRescuelto;
    const v = seen.version as number;
    // Both phones show version v; the first re-send wins and the version grows.
    const first = await calls.send(id, answers, { editable: 1, idResultado: seen.id, version: seen.version });
    expect(first.statusCode).toBe(200);
    const stale = await calls.send(id, answers, { editable: 1, idResultado: seen.id, version: seen.version });
    expect([stale.statusCode, stale.json().message]).toEqual([409, EXERCISES_MSG.resultMismatch]);
    const now = (await calls.read(id)).json().recursoRescuelto;
    expect(now.version).toBe(v + 1);
    expect((await calls.send(id, answers, { editable: 1, idResultado: now.id, version: now.version })).statusCode).toBe(200);
    // The spec's payload names no version: it re-sends over the current result.
    expect((await calls.send(id, answers, { editable: 1, idResultado: now.id })).statusCode).toBe(200);
    expect((await calls.read(id)).json().recursoRescuelto.version).toBe(v + 3);
  });

  it('sends nothing while a question is unanswered, and names it', async () => {
    const pending = await calls.openOfKind(1, false);
    const id = pending[0]!.id_evaluacion!;
    const answers = someAnswers((await calls.read(id)).json().preguntas);
    const graded = answers.filter((a) => a.eleccion !== null);
    const missing = answers.map((a) => (a.num_pregunta === graded[2]!.num_pregunta ? { ...a, eleccion: null } : a));
    const res = await calls.send(id, missing);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(formatMessage(EXERCISES_MSG.answerMissing, { n: 3 }));
    expect((await calls.read(id)).json().ejercicioResuelto).toBe(0);
    const unknown = await calls.send(id, [...answers, { num_pregunta: 999, eleccion: 1 }]);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, formatMessage(EXERCISES_MSG.answerUnknownQuestion, { n: 999 })]);
  });

  it('refuses a hidden option', async () => {
    const pending = await calls.openOfKind(1, false);
    for (const { id_evaluacion } of pending) {
      const preguntas: Question[] = (await calls.read(id_evaluacion!)).json().preguntas;
      const threeOptions = preguntas.find((q) => q.idTipoPregunta === 2 && q.valor4 === '-');
      if (!threeOptions) continue;
      const answers = someAnswers(preguntas).map((a) => (a.num_pregunta === threeOptions.num_pregunta ? { ...a, eleccion: 4 as const } : a));
      const res = await calls.send(id_evaluacion!, answers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/no es una opción válida/);
      return;
    }
    throw new Error('no open exercise has a question with a hidden option');
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
    expect([sent.statusCode, sent.json().message]).toEqual([200, EXERCISES_MSG.qualityThanks]);
    const twice = await t.request(answerQualityExamCall, { cookie, body: answer });
    expect([twice.statusCode, twice.json().message]).toEqual([409, EXERCISES_MSG.qualityAlreadyAnswered]);
    expect((await t.requestJson(groupQualityExamCall, { cookie, body: { id_grupo: current } }))[0]!.entregado).toBe(1);
    // A lesson's exercise is not the quality exam.
    const [exercise] = await calls.openOfKind(1, true);
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
