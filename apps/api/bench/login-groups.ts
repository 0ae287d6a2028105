/**
 * Benchmark of the foundation's hot paths on a large demo data set:
 *   - POST usuario.validar.acceso (argon2id dominates by design),
 *   - GET grupos.alumno/{id} with a session (session lookup + groups + eligibility),
 *   - GET grupos.informacion/{id}.
 * Usage: npm run bench [-- --scale 20 --seconds 10] (set DATABASE_URL to measure PostgreSQL).
 * Figures are kept in docs/benchmarks.md.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { encodeId } from '@lms/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { clientPasswordDigest } from '../src/lib/password.js';
import { DEMO_PASSWORD, demoUserId, seedIfEmpty } from '../src/seed/index.js';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '20' }, seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
});
const scale = Number(values.scale);
const duration = Number(values.seconds);
const connections = Number(values.connections);

const config = loadConfig({ NODE_ENV: 'production', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
let t = performance.now();
const seeded = await seedIfEmpty(database.db, { scale });
console.log(`seed scale ${scale}: ${JSON.stringify(seeded)} in ${((performance.now() - t) / 1000).toFixed(1)} s (${database.kind})`);

const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const body = JSON.stringify({ usuario: 'demo.alumno', password: clientPasswordDigest(DEMO_PASSWORD) });
const res = await fetch(`${address}/api/1/usuario.validar.acceso`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
const groups = (await res.json()) as { grupos: Array<{ id: number }> };

async function run(title: string, opts: autocannon.Options) {
  const result = await autocannon({ connections, duration, ...opts });
  const line = `${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`;
  console.log(line);
  return line;
}

t = performance.now();
await run('GET grupos.alumno (session + groups + eligibility)', {
  url: `${address}/api/1/grupos.alumno/${demoUserId(1, 'alumno')}`,
  headers: { cookie },
});
await run('GET grupos.informacion (ownership + detail)', {
  url: `${address}/api/1/grupos.informacion/${encodeId(groups.grupos[2]!.id)}`,
  headers: { cookie },
});
await run('POST usuario.validar.acceso (argon2id)', {
  url: `${address}/api/1/usuario.validar.acceso`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  connections: 4,
});
await app.close();
await database.close();
