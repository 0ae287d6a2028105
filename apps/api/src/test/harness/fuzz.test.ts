import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorld, t } from './fixtures.js';
import { recordHarness } from './results.js';
import { FUZZED_CALLS, fuzzCall, sessionsFor, type CallResult } from './run.js';

/**
 * Generated hostile input for EVERY declared call (docs/harness.md): at least
 * 40 cases per call, seeded (FUZZ_SEED, FUZZ_CASES), each answer a 4xx or the
 * call's 2xx with a Spanish message and the security headers, never a 5xx.
 * `npm run fuzz` runs thousands on demand.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CASES = Math.max(40, Number(process.env.FUZZ_CASES ?? 40));
const results: CallResult[] = [];
let sessions = new Map<string, string | undefined>();

beforeAll(async () => {
  await openWorld();
  sessions = await sessionsFor(FUZZED_CALLS);
});
afterAll(async () => {
  const cases = results.reduce((n, r) => n + r.cases, 0);
  const fivexx = results.reduce((n, r) => n + Object.entries(r.statuses).filter(([s]) => Number(s) >= 500).reduce((m, [, c]) => m + c, 0), 0);
  recordHarness('fuzz', { calls: results.length, cases, fivexx, seed: SEED });
  await t.close();
});

describe(`generated bad input (seed ${SEED}, ${CASES} cases per call)`, () => {
  it.each(FUZZED_CALLS.map((c) => [c.name, c] as const))('%s', async (_, call) => {
    const result = await fuzzCall(call, SEED, CASES, sessions.get(call.name));
    results.push(result);
    expect(result.cases).toBeGreaterThanOrEqual(40);
    expect(result.failures, result.failures.slice(0, 5).join('\n')).toEqual([]);
  });
});
