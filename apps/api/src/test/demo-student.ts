import { studentGroupsCall } from '@lms/contract';
import { demoUserId } from '../seed/index.js';
import type { TestApp } from './test-app.js';

/** A school-1 demo student's session cookie and the ids of their groups by level (grupos.alumno's order). */
export async function demoStudentGroups(t: TestApp, account: 'alumno' | 'reprobado' | 'reubicacion'): Promise<{ cookie: string; groupIds: number[] }> {
  const cookie = await t.login(1, `demo.${account}`);
  const groups = await t.requestJson(studentGroupsCall, { params: { userId: demoUserId(1, account) }, cookie });
  return { cookie, groupIds: groups.map((g) => g.id) };
}

/**
 * School 1's demo.alumno at noon in Monterrey on 2026-11-22, when the current
 * group (cycle 46) is half-way.
 */
export async function demoStudentMidCycle(t: TestApp): Promise<{ cookie: string; groupIds: number[] }> {
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  return demoStudentGroups(t, 'alumno');
}
