import { demoUserId } from '../seed/index.js';
import type { TestApp } from './test-app.js';

/**
 * School 1's demo.alumno at noon in Monterrey on 2026-11-22, when the current
 * group (cycle 46) is half-way: the session cookie and the ids of the
 * student's groups by level (grupos.alumno's order).
 */
export async function demoStudentMidCycle(t: TestApp): Promise<{ cookie: string; groupIds: number[] }> {
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  const cookie = await t.login(1, 'demo.alumno');
  const groups = await t.call('GET', `/api/1/grupos.alumno/${demoUserId(1, 'alumno')}`, { cookie });
  return { cookie, groupIds: groups.json().map((g: { id: number }) => g.id) };
}
