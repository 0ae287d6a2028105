import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  answerEvaluationCall,
  answerQualityExamCall,
  checkAnswerCall,
  EXERCISES_MSG,
  groupQualityExamCall,
  type Question,
  solvedEvaluationCall,
  studentResourcesCall,
} from '@lms/contract';
import { questions } from './exercises.schema.js';
import { results } from '../grades/grades.schema.js';
import { cycles, groups } from '../groups/groups.schema.js';
import { demoUserId } from '../../seed/index.js';
import { demoStudentGroups } from '../../test/demo-student.js';
import { someAnswers } from '../../test/harness/world.js';
import { studentInCurrentGroup, type studyCalls } from '../../test/study-calls.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * What a student may still send and see (decisions 030 and 031): the exam's
 * two tries, a finished cycle, and a review that is not a key.
 */
let t: TestApp;
let cookie: string;
let current: number;
const me = demoUserId(1, 'alumno');
let calls: ReturnType<typeof studyCalls>;

beforeAll(async () => {
  ({ t, cookie, current, calls } = await studentInCurrentGroup());
});
afterAll(async () => t.close());

/** Lesson 5's exam and its recovery exam; lesson 5 was on 2026-11-20. */
const lessonFive = async () => ({ exam: await calls.levelEvaluation(5, 2), recovery: await calls.levelEvaluation(5, 3) });

describe('a review is not a key (decision 031)', () => {
  it('checks one answer of Repasar mis errores without storing it or naming the right option, only after sending', async () => {
    const [pending] = await calls.openOfKind(1, false);
    const id = pending!.id_evaluacion!;
    const [question] = await t.database.db.select().from(questions).where(and(eq(questions.id_evaluacion, id), eq(questions.tipo, 2))).limit(1);
    const wrongOption = ([1, 2, 3, 4] as const).find((o) => o !== question!.opcion_correcta && [question!.valor1, question!.valor2, question!.valor3, question!.valor4][o - 1] !== '-')!;
    const check = (eleccion: number) => t.request(checkAnswerCall, { cookie, body: { id_usuario: me, id_grupo: current, id_evaluacion: id, num_pregunta: question!.num_pregunta, eleccion: eleccion as 1 } });
    const early = await check(question!.opcion_correcta!);
    expect([early.statusCode, early.json().message]).toEqual([403, EXERCISES_MSG.checkAfterSending]);
    try {
      await calls.send(id, someAnswers((await calls.read(id)).json().preguntas));
      const version = (await calls.read(id)).json().recursoRescuelto.version;
      expect((await check(question!.opcion_correcta!)).json()).toEqual({ correcta: 1 });
      expect((await check(wrongOption)).json()).toEqual({ correcta: 0 });
      // Nothing stored: the result is as it was.
      expect((await calls.read(id)).json().recursoRescuelto.version).toBe(version);
    } finally {
      await calls.forget(id); // the next tests need lessons still pending
    }
  });

  it('shows the right options once the result can no longer change: an exam once sent', async () => {
    const exam = await calls.levelEvaluation(5, 2);
    try {
      const sent = await calls.send(exam, someAnswers((await calls.read(exam)).json().preguntas));
      expect(sent.statusCode).toBe(200);
      const review = (await calls.read(exam)).json();
      expect(review.recursoRescuelto.editable).toBe(0);
      expect((review.preguntas as Question[]).filter((q) => q.idTipoPregunta === 2).every((q) => q.opcion_correcta !== null)).toBe(true);
    } finally {
      await calls.forget(exam);
    }
  });

});

describe('the exam\'s two tries (decision 030)', () => {
  it('takes an exam once; its recovery exam opens only after the exam failed, never after it passed', async () => {
    const { exam, recovery } = await lessonFive();
    try {
      const answers = await calls.answersOf(exam);
      expect((await calls.send(exam, answers)).statusCode).toBe(200);
      expect(await calls.refusal(await calls.send(exam, answers, { editable: 1, idResultado: 1 }))).toEqual([409, EXERCISES_MSG.examAlreadyAnswered]);
      await t.database.db.update(results).set({ calificacion: 80 }).where(and(eq(results.id_alumno, me), eq(results.id_evaluacion, exam)));
      expect(await calls.refusal(await calls.read(recovery))).toEqual([403, EXERCISES_MSG.recoveryNotNeeded]);
      expect(await calls.refusal(await calls.send(recovery, answers))).toEqual([403, EXERCISES_MSG.recoveryNotNeeded]);
      const row = (await calls.lessons()).find((r) => r.leccion === 5)!;
      expect(row.recursos.map((r) => r.tipo)).not.toContain(3);
      expect(row.avisos).toEqual([EXERCISES_MSG.recoveryNotNeeded]);
      // Failed: the recovery exam is its second try.
      await t.database.db.update(results).set({ calificacion: 50 }).where(and(eq(results.id_alumno, me), eq(results.id_evaluacion, exam)));
      expect((await calls.send(recovery, await calls.answersOf(recovery))).statusCode).toBe(200);
    } finally {
      await calls.forget(exam, recovery);
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });

  it('refuses the recovery exam as a first try beside the exam: it opens once the exam\'s day went by without it, and then the exam closes', async () => {
    const { exam, recovery } = await lessonFive();
    t.clock.set(new Date('2026-11-20T18:00:00Z')); // lesson 5's own day
    try {
      expect(await calls.refusal(await calls.read(recovery))).toEqual([403, EXERCISES_MSG.recoveryNotYet]);
      expect(await calls.refusal(await calls.send(recovery, []))).toEqual([403, EXERCISES_MSG.recoveryNotYet]);
      expect((await calls.lessons()).find((r) => r.leccion === 5)!.avisos).toEqual([EXERCISES_MSG.recoveryNotYet]);
      // The day went by without the exam: missed, so the recovery exam replaces it, once.
      t.clock.set(new Date('2026-11-21T18:00:00Z'));
      expect((await calls.send(recovery, await calls.answersOf(recovery))).statusCode).toBe(200);
      expect(await calls.refusal(await calls.read(exam))).toEqual([403, EXERCISES_MSG.examReplacedByRecovery]);
      expect(await calls.refusal(await calls.send(exam, []))).toEqual([403, EXERCISES_MSG.examReplacedByRecovery]);
      const row = (await calls.lessons()).find((r) => r.leccion === 5)!;
      expect(row.recursos.filter((r) => r.tipo === 2 || r.tipo === 3).map((r) => r.tipo)).toEqual([3]);
      expect(row.avisos).toEqual([EXERCISES_MSG.examReplacedByRecovery]);
    } finally {
      await calls.forget(exam, recovery);
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
    expect([resent.statusCode, resent.json().message]).toEqual([403, EXERCISES_MSG.cycleClosed]);
    const [kept] = await t.database.db.select({ calificacion: results.calificacion }).from(results).where(eq(results.id, answered!.id));
    expect(kept!.calificacion).toBe(answered!.calificacion);
    // Its lessons list offers only what can be reviewed, none of it editable, and says why.
    const rows = await t.requestJson(studentResourcesCall, { cookie, body: { id_alumno: me, id_grupo: finished, tipo: 0 } });
    expect(rows.flatMap((r) => r.recursos).every((r) => r.editable === 0)).toBe(true);
  });

  it('takes no answer once the current cycle ends, and hides its unanswered quality exam', async () => {
    const pending = (await calls.openOfKind(1, false))[0]!;
    const answers = await calls.answersOf(pending.id_evaluacion!);
    const [listed] = await t.requestJson(groupQualityExamCall, { cookie, body: { id_grupo: current } });
    const [cycle] = await t.database.db.select({ fin: cycles.fecha_fin }).from(groups).innerJoin(cycles, eq(cycles.id, groups.id_ciclo)).where(eq(groups.id, current));
    t.clock.set(new Date(`${cycle!.fin}T18:00:00Z`));
    t.clock.advance(86_400_000); // the day after the cycle's last
    try {
      const late = await t.login(1, 'demo.alumno');
      const sent = await t.request(answerEvaluationCall, { cookie: late, body: { id_alumno: me, id_grupo: current, id_evaluacion: pending.id_evaluacion!, preguntas: answers } });
      expect([sent.statusCode, sent.json().message]).toEqual([403, EXERCISES_MSG.cycleClosed]);
      const rows = await t.requestJson(studentResourcesCall, { cookie: late, body: { id_alumno: me, id_grupo: current, tipo: 0 } });
      const row = rows.find((r) => r.leccion === rows.find((x) => x.recursos.some((y) => y.id_evaluacion === pending.id_evaluacion))?.leccion);
      expect(row).toBeUndefined(); // the unanswered exercise is offered in no lesson
      expect(rows.some((r) => r.avisos.includes(EXERCISES_MSG.cycleClosed))).toBe(true);
      if (listed?.entregado === 0) {
        expect(await t.requestJson(groupQualityExamCall, { cookie: late, body: { id_grupo: current } })).toEqual([]);
        const quality = await t.request(answerQualityExamCall, { cookie: late, body: { id_alumno: me, id_grupo: current, id_evaluacion: listed.id_evaluacion, preguntas: [] } });
        expect([quality.statusCode, quality.json().message]).toEqual([403, EXERCISES_MSG.cycleClosed]);
      }
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });
});

