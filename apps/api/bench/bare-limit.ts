/**
 * The service against its bare limit on `GET grupos.alumno`: a bare Fastify
 * handler that runs the same two queries (the live session, the student's
 * groups; the very SQL drizzle builds for the service) as named prepared
 * statements on the same pool, computes the same eligibility and sends
 * JSON.stringify. Same process, same database, one after the other; then the
 * service's tail at a fixed rate and past saturation (open loop).
 *
 * Usage: npm run bench:limit [-- --scale 20 --seconds 10 --rate 200]
 * PostgreSQL: bash scripts/with-postgres.sh sh -c 'DATABASE_URL=$TEST_DATABASE_URL npm run bench:limit'
 * Figures are kept in docs/benchmarks.md.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { computeGroupEligibility, SIN_CALIFICACION } from '@lms/contract';
import { studentGroupFields, studentGroupsQuery } from '../src/routes/groups/group-access.js';
import { weekdays } from '../src/lib/flags.js';
import { liveSessionFields, liveSessionQuery } from '../src/plugins/session.js';
import { demoUserId } from '../src/seed/index.js';
import { benchArgs, runner, signIn, startService } from './harness.js';
import { openLoopApart, printOpenLoop } from './open-loop.js';

const args = benchArgs({ rate: '200' });
const service = await startService(args.scale);
const { cookie } = await signIn(service.address, 'demo.alumno');
const studentId = demoUserId(1, 'alumno');
const run = runner(args);

/** The SQL text of a drizzle query and its parameters in order, placeholders filled from `values`. */
function sqlOf(query: { toSQL(): { sql: string; params: unknown[] } }, values: Record<string, unknown>) {
  const { sql, params } = query.toSQL();
  return (filled: Record<string, unknown>) => ({
    text: sql,
    values: params.map((p) => (p && typeof p === 'object' && 'name' in p ? ({ ...values, ...filled })[(p as { name: string }).name] : p)),
  });
}
const sessionSql = sqlOf(liveSessionQuery(service.database.db), {});
const groupsSql = sqlOf(studentGroupsQuery(service.database.db), {});

// The bare handler talks to the driver directly: a named statement on PostgreSQL (planned once per connection).
const client = (service.database.db as unknown as { $client: pg.Pool | PGlite }).$client;
/** Rows as arrays, named by the select's keys in order (as drizzle maps them for the service). */
async function query(name: string, keys: string[], q: { text: string; values: unknown[] }): Promise<Array<Record<string, unknown>>> {
  const rows =
    client instanceof PGlite
      ? (await client.query<unknown[]>(q.text, q.values, { rowMode: 'array' })).rows
      : (await client.query<unknown[]>({ name: `bare_${name}`, text: q.text, values: q.values, rowMode: 'array' })).rows;
  return rows.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i]])));
}
const sessionKeys = Object.keys(liveSessionFields);
const groupKeys = Object.keys(studentGroupFields);

const bare = Fastify({ logger: false });
bare.get<{ Params: { userId: string } }>('/bare/grupos.alumno/:userId', async (request, reply) => {
  const now = new Date();
  const raw = String(request.headers.cookie ?? '').replace(/^lms_sesion=/, '');
  const [session] = await query('session', sessionKeys, sessionSql({
    tokenHash: createHash('sha256').update(decodeURIComponent(raw)).digest('hex'),
    now: now.toISOString(),
    seenAfter: new Date(now.getTime() - service.config.session.idleMs).toISOString(),
  }));
  if (!session || session.userId !== Number(request.params.userId)) return reply.code(403).send({ message: 'no' });
  const rows = await query('groups', groupKeys, groupsSql({ studentId: session.userId }));
  const wire = rows.map(({ sinCalificacion, ...r }) => ({ ...r, ...weekdays(r as Parameters<typeof weekdays>[0]), primera: sinCalificacion ? SIN_CALIFICACION : r.primera }));
  reply.header('content-type', 'application/json');
  return JSON.stringify(computeGroupEligibility(wire as unknown as Parameters<typeof computeGroupEligibility>[0]));
});
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(`database: ${service.database.kind}, scale ${args.scale}, ${args.connections} connections, ${args.duration} s per run`);
const headers = { cookie };
const limit = await run('bare Fastify + driver, same SQL prepared', { url: `${bareAddress}/bare/grupos.alumno/${studentId}`, headers });
const ours = await run('service GET grupos.alumno', { url: `${service.address}/api/1/grupos.alumno/${studentId}`, headers });
console.log(`ratio service / bare limit: ${(ours.reqPerSec / limit.reqPerSec).toFixed(2)}`);

const url = `${service.address}/api/1/grupos.alumno/${studentId}`;
printOpenLoop('service at a fixed rate', await openLoopApart({ url, headers, rate: args.number('rate'), seconds: args.duration }));
await run('service GET grupos.alumno, 200 connections', { url, headers, connections: 200 });
const saturation = Math.round(ours.reqPerSec);
printOpenLoop(`service at 2× saturation (${saturation} req/s measured)`, await openLoopApart({ url, headers, rate: saturation * 2, seconds: args.duration }));

await bare.close();
await service.close();
