import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ACCESS_MSG,
  accessCheckCall,
  type Answer,
  answerExtraordinaryExamCall,
  encodeId,
  EXERCISES_MSG,
  extraordinaryExamCall,
  groupInformationCall,
  studentGroupsCall,
} from '@lms/contract';
import { questions } from './exercises.schema.js';
import { results } from '../grades/grades.schema.js';
import { demoUserId } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The extraordinary exam (decision 033): open to a group in extraordinario,
 * taken once, and its grade is the level's second chance, which decides the
 * next level (decision 002).
 */
let t: TestApp;
afterAll(async () => t.close());
beforeAll(async () => {
  t = await createTestApp();
});

async function reprobado(school: 1 | 2) {
  const id = demoUserId(school, 'reprobado');
  const cookie = await t.login(school, 'demo.reprobado');
  const list = async () => t.requestJson(studentGroupsCall, { params: { userId: id }, school, cookie });
  const groupIds = (await list()).map((g) => g.id);
  const read = (groupId: number) => t.request(extraordinaryExamCall, { school, cookie, body: { id_usuario: id, id_grupo: groupId } });
  const send = (groupId: number, id_evaluacion: number, preguntas: Answer[]) =>
    t.request(answerExtraordinaryExamCall, { school, cookie, body: { id_alumno: id, id_grupo: groupId, id_evaluacion, preguntas } });
  return { id, cookie, groupIds, list, read, send };
}

/** Every question answered: right (the stored key) or wrong (the next option). */
async function answers(evaluationId: number, right: boolean): Promise<Answer[]> {
  const rows = await t.database.db.select().from(questions).where(eq(questions.id_evaluacion, evaluationId));
  return rows.map((q) => ({
    num_pregunta: q.num_pregunta,
    eleccion: q.tipo === 2 ? (((right ? q.opcion_correcta! : (q.opcion_correcta! % 2) + 1) as Answer['eleccion'])) : null,
  }));
}

describe('examen.extraordinario', () => {
  it('opens only the group in extraordinario, without the right options, and to no one else', async () => {
    const me = await reprobado(1);
    const exam = await me.read(me.groupIds[1]!);
    expect(exam.statusCode).toBe(200);
    const body = exam.json();
    expect(body).toMatchObject({ ejercicioResuelto: 0, recursoRescuelto: null, evaluacion: { extraordinario: true, tipo: 2 } });
    expect(body.preguntas.length).toBeGreaterThan(5);
    expect(body.preguntas.every((q: { opcion_correcta: unknown }) => q.opcion_correcta === null)).toBe(true);

    // The passed level and the one waiting for it have no extraordinary exam to take.
    for (const closed of [me.groupIds[0]!, me.groupIds[2]!]) {
      const res = await me.read(closed);
      expect([res.statusCode, res.json().message]).toEqual([403, EXERCISES_MSG.extraordinaryNotOpen]);
    }
    // Another student's group, another student's id, the other school's group.
    const alumno = await t.login(1, 'demo.alumno');
    expect((await t.request(extraordinaryExamCall, { cookie: alumno, body: { id_usuario: demoUserId(1, 'alumno'), id_grupo: me.groupIds[1]! } })).statusCode).toBe(403);
    expect((await t.request(extraordinaryExamCall, { cookie: alumno, body: { id_usuario: me.id, id_grupo: me.groupIds[1]! } })).statusCode).toBe(403);
    const school2 = await reprobado(2);
    expect((await me.read(school2.groupIds[1]!)).statusCode).toBe(404);
  });

  it('is sent once; a pass of 70 or more is the level passed at the second chance, and the next level opens', async () => {
    const me = await reprobado(1);
    const evaluationId = (await me.read(me.groupIds[1]!)).json().evaluacion.id_evaluacion as number;
    const right = await answers(evaluationId, true);

    const firstGraded = right.findIndex((a) => a.eleccion !== null);
    const missing = await me.send(me.groupIds[1]!, evaluationId, right.filter((_, i) => i !== firstGraded));
    expect(missing.statusCode).toBe(400);
    expect((await me.send(me.groupIds[1]!, evaluationId + 1, right)).statusCode).toBe(404);

    const sent = await me.send(me.groupIds[1]!, evaluationId, right);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ calificacion: 100 });
    expect((await me.send(me.groupIds[1]!, evaluationId, right)).json()).toMatchObject({ message: EXERCISES_MSG.examAlreadyAnswered });

    const levels = await me.list();
    expect(levels.map((g) => [g.segunda, g.habil, g.reprobado, g.extraordinario])).toEqual([
      [null, true, false, false],
      [100, true, false, false],
      [null, true, false, false],
    ]);
    expect((await t.request(groupInformationCall, { params: { id: encodeId(me.groupIds[2]!) }, cookie: me.cookie })).statusCode).toBe(200);
    // The result stays to be seen, with its key: it can no longer change.
    const review = (await me.read(me.groupIds[1]!)).json();
    expect(review).toMatchObject({ ejercicioResuelto: 1, recursoRescuelto: { calificacion: 100, editable: 0 } });
    expect(review.preguntas.some((q: { opcion_correcta: unknown }) => q.opcion_correcta !== null)).toBe(true);
  });

  it('failed, it is the level failed at both chances: the branch relocates the student', async () => {
    const me = await reprobado(2);
    const evaluationId = (await me.read(me.groupIds[1]!)).json().evaluacion.id_evaluacion as number;
    // Sent from two phones at once: one is taken, the other told it was already sent.
    const wrong = await answers(evaluationId, false);
    const both = await Promise.all([me.send(me.groupIds[1]!, evaluationId, wrong), me.send(me.groupIds[1]!, evaluationId, wrong)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const sent = both.find((r) => r.statusCode === 200)!;
    expect(sent.json().calificacion).toBeLessThan(70);
    const stored = await t.database.db.select().from(results).where(and(eq(results.id_alumno, me.id), eq(results.id_evaluacion, evaluationId)));
    expect(stored).toHaveLength(1);
    const levels = await me.list();
    expect(levels[1]).toMatchObject({ reprobado: true, extraordinario: false });
    const access = await t.request(accessCheckCall, { params: { userId: me.id }, school: 2, cookie: me.cookie });
    expect(access.json()).toEqual({ acceso: false, message: ACCESS_MSG.noAccessBody });
  });
});
