import { ALL_CALLS, ROLES, type CallDefinition, type Role } from '@lms/contract';
import { apiRoot } from '../call-url.js';
import { actors, allowedRoles, FIXTURES, SESSION_CALLS, t } from './fixtures.js';
import { problemWith, reproduction } from './check.js';
import { generateCases } from './generate.js';

export interface CallResult {
  call: string;
  cases: number;
  statuses: Record<number, number>;
  failures: string[];
}

/** The role a call is fuzzed as: a student where allowed, else the first allowed role. */
function fuzzRole(call: CallDefinition): Role {
  const allowed = allowedRoles(call);
  return allowed.includes('ALUMNO') ? 'ALUMNO' : (allowed[0] ?? ROLES[0]);
}

/**
 * Sends `count` generated cases of one call, as a caller allowed to make it
 * (a fresh session, so a case that ends sessions harms no other call), and
 * checks every answer. The world must be open (fixtures.openWorld).
 */
export async function fuzzCall(call: CallDefinition, seed: number, count: number, cookie: string | undefined): Promise<CallResult> {
  const fixture = FIXTURES[call.name];
  if (!fixture) return { call: call.name, cases: 0, statuses: {}, failures: [`${call.name} has no fixture: the harness cannot cover it`] };
  const role = fuzzRole(call);
  const cases = generateCases(call, fixture.own(actors[role]), seed, count);
  const result: CallResult = { call: call.name, cases: cases.length, statuses: {}, failures: [] };
  for (const [index, c] of cases.entries()) {
    const res = await t.app.inject({
      method: c.method as 'GET',
      url: `${apiRoot(1)}${c.path}`,
      headers: { ...c.headers, ...(cookie ? { cookie } : {}) },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
    result.statuses[res.statusCode] = (result.statuses[res.statusCode] ?? 0) + 1;
    const problem = problemWith(res, c.method);
    if (problem) result.failures.push(`${problem}\n  ${reproduction(c, 1, seed, index)}\n  answer: ${res.body.slice(0, 300)}`);
  }
  return result;
}

const ACCOUNT: Record<Role, string> = { ALUMNO: 'alumno', TEACHER: 'teacher', EDITOR: 'editor', ADMINISTRADOR: 'admin' };

/** Fuzzed last, so every other call keeps its session (SESSION_CALLS). */
const LAST: readonly string[] = SESSION_CALLS;

/** Every declared call, session-ending ones last. */
export const FUZZED_CALLS: readonly CallDefinition[] = [...ALL_CALLS].sort((a, b) => LAST.indexOf(a.name) - LAST.indexOf(b.name));

/** One fresh session per call, all signed in before any case is sent (public calls need none). */
export async function sessionsFor(calls: readonly CallDefinition[]): Promise<Map<string, string | undefined>> {
  const sessions = new Map<string, string | undefined>();
  for (const call of calls) sessions.set(call.name, call.access === 'public' ? undefined : await t.login(1, `demo.${ACCOUNT[fuzzRole(call)]}`));
  return sessions;
}
