import { parseArgs } from 'node:util';
import { openWorld } from './fixtures.js';
import { databaseName } from './results.js';
import { FUZZED_CALLS, fuzzCall, sessionsFor } from './run.js';

/**
 * `npm run fuzz -- --cases 5000 --seed 7 [--call usuario.update.datos]`:
 * the harness's generated input in the thousands, on demand, against an app
 * on a fresh database (PGlite, or the server of TEST_DATABASE_URL).
 */
const { values } = parseArgs({
  options: { cases: { type: 'string', default: '1000' }, seed: { type: 'string', default: String(Date.now() % 100000) }, call: { type: 'string' } },
});
const cases = Number(values.cases);
const seed = Number(values.seed);
const calls = values.call ? FUZZED_CALLS.filter((c) => c.name === values.call) : FUZZED_CALLS;
if (calls.length === 0) {
  console.error(`No call named ${values.call}`);
  process.exit(2);
}

const world = await openWorld();
const sessions = await sessionsFor(calls);
const started = performance.now();
let total = 0;
let failed = 0;
console.log(`fuzz on ${databaseName}: seed ${seed}, ${cases} cases per call, ${calls.length} calls`);
for (const call of calls) {
  const result = await fuzzCall(call, seed, cases, sessions.get(call.name));
  total += result.cases;
  failed += result.failures.length;
  const statuses = Object.entries(result.statuses).map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`${result.failures.length ? 'FAIL' : 'ok  '} ${call.name.padEnd(32)} ${String(result.cases).padStart(6)} cases  ${statuses}`);
  for (const failure of result.failures.slice(0, 3)) console.log(`     ${failure}`);
}
console.log(`${total} cases in ${((performance.now() - started) / 1000).toFixed(1)} s, ${failed} failed`);
await world.close();
process.exit(failed > 0 ? 1 : 0);
