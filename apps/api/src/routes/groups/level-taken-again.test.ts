import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, gte } from 'drizzle-orm';
import {
  encodeId,
  groupInformationCall,
  loginCall,
  MSG,
  resourceFileCall,
  RESOURCE_TYPE,
  solvedEvaluationCall,
  studentGroupsCall,
  studentResourcesCall,
} from '@lms/contract';
import { groups } from './groups.schema.js';
import { lessons, resources } from '../lessons/lessons.schema.js';
import { clientPasswordDigest } from '../../lib/password.js';
import { DEMO_PASSWORD, demoUserId } from '../../seed/index.js';
import { demoStudentMidCycle } from '../../test/demo-student.js';
import { enrolInOlderGroup } from '../../test/older-group.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * demo.alumno enrolled again in her current level (an older group of a cycle
 * before, all its lessons past): the older group is history, and nothing of
 * the level opens through it (decision 030).
 */
let t: TestApp;
let cookie: string;
let current: number;
let older: number;
const me = demoUserId(1, 'alumno');

beforeAll(async () => {
  t = await createTestApp();
  let groupIds: number[];
  ({ cookie, groupIds } = await demoStudentMidCycle(t));
  current = groupIds[2]!;
  older = await enrolInOlderGroup(t, me, current);
});
afterAll(async () => t.close());

/** A PDF and an evaluation of the current group's lessons still ahead (the level's resources from its next lesson on). */
async function aheadOfCurrent() {
  const [group] = await t.database.db.select({ nivel: groups.id_nivel }).from(groups).where(eq(groups.id, current));
  const [next] = await t.database.db
    .select({ leccion: lessons.leccion })
    .from(lessons)
    .where(and(eq(lessons.id_grupo, current), gt(lessons.fecha, '2026-11-22')))
    .orderBy(lessons.leccion)
    .limit(1);
  const ahead = await t.database.db
    .select({ id: resources.id, tipo: resources.tipo, id_evaluacion: resources.id_evaluacion })
    .from(resources)
    .where(and(eq(resources.id_nivel, group!.nivel), eq(resources.conjunto, 0), gte(resources.leccion, next!.leccion)));
  return { pdf: ahead.find((r) => r.tipo === RESOURCE_TYPE.pdf)!.id, evaluation: ahead.find((r) => r.id_evaluacion !== null)!.id_evaluacion! };
}

describe('a level taken again', () => {
  it('lists the older group first, marked anterior, and the current one as before', async () => {
    const list = await t.requestJson(studentGroupsCall, { params: { userId: me }, cookie });
    const mine = list.filter((g) => g.id === older || g.id === current);
    expect(mine.map((g) => [g.id, g.anterior, g.habil])).toEqual([
      [older, true, true],
      [current, false, true],
    ]);
    const signedIn = await t.requestJson(loginCall, { body: { usuario: 'demo.alumno', password: clientPasswordDigest(DEMO_PASSWORD) } });
    expect(signedIn.grupos.find((g) => g.id === older)?.anterior).toBe(true);
  });

  it("opens nothing of the level through the older group: its detail, lessons, an exam of a lesson still ahead, that lesson's file", async () => {
    const { pdf, evaluation } = await aheadOfCurrent();
    const refused = [
      await t.request(groupInformationCall, { params: { id: encodeId(older) }, cookie }),
      await t.request(studentResourcesCall, { body: { id_alumno: me, id_grupo: older, tipo: 0 }, cookie }),
      await t.request(solvedEvaluationCall, { body: { id_usuario: me, id_grupo: older, id_evaluacion: evaluation }, cookie }),
      await t.request(resourceFileCall, { params: { id_grupo: older, id_recurso: pdf }, cookie }),
    ];
    for (const res of refused) expect([res.statusCode, res.json().message]).toEqual([403, MSG.groupSuperseded]);
    // Through the current group the lesson still ahead is closed, as it was.
    expect((await t.request(resourceFileCall, { params: { id_grupo: current, id_recurso: pdf }, cookie })).statusCode).toBe(403);
    expect((await t.request(solvedEvaluationCall, { body: { id_usuario: me, id_grupo: current, id_evaluacion: evaluation }, cookie })).statusCode).toBe(403);
    expect((await t.request(groupInformationCall, { params: { id: encodeId(current) }, cookie })).statusCode).toBe(200);
  });
});
