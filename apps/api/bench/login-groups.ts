/**
 * Benchmark of the foundation's hot paths on a large demo data set:
 *   - POST usuario.validar.acceso (argon2id dominates by design),
 *   - GET grupos.alumno/{id} with a session (session lookup + groups + eligibility),
 *   - GET grupos.informacion/{id}.
 * Usage: npm run bench [-- --scale 20 --seconds 10] (set DATABASE_URL to measure PostgreSQL).
 * Figures are kept in docs/benchmarks.md.
 */
import { encodeId } from '@lms/contract';
import { demoUserId } from '../src/seed/index.js';
import { benchArgs, loginBody, runner, signIn, startService } from './harness.js';

const args = benchArgs();
const service = await startService(args.scale);
const { address } = service;
const { cookie, answer } = await signIn(address, 'demo.alumno');
const run = runner(args);

await run('GET grupos.alumno (session + groups + eligibility)', {
  url: `${address}/api/1/grupos.alumno/${demoUserId(1, 'alumno')}`,
  headers: { cookie },
});
await run('GET grupos.informacion (ownership + detail)', {
  url: `${address}/api/1/grupos.informacion/${encodeId(answer.grupos[2]!.id)}`,
  headers: { cookie },
});
await run('POST usuario.validar.acceso (argon2id)', {
  url: `${address}/api/1/usuario.validar.acceso`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: loginBody('demo.alumno'),
  connections: 4,
});
await service.close();
