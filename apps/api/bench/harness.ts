/**
 * What the benchmark scripts share: their arguments, a seeded service on a
 * loopback port, signing in, and one autocannon run with its figures.
 * The database is in-memory PGlite, or the PostgreSQL of DATABASE_URL; files
 * go to a temporary DATA_DIR that close() removes.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { fillPlaceholders, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { LoginResponse } from '@lms/contract';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { clientPasswordDigest } from '../src/lib/password.js';
import { openFileStore, type FileStore } from '../src/plugins/files.js';
import { DEMO_PASSWORD, seedIfEmpty } from '../src/seed/index.js';

export interface BenchArgs {
  scale: number;
  /** Seconds of each run. */
  duration: number;
  connections: number;
  /** A further positive number option of the script (declared in `extra`). */
  number(name: string): number;
  /** A further text option of the script (declared in `extra`). */
  text(name: string): string;
}

/** `--scale N --seconds S --connections C`, plus the script's own options with their defaults. */
export function benchArgs(extra: Record<string, string> = {}): BenchArgs {
  const options: Record<string, { type: 'string'; default: string }> = {
    scale: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  };
  for (const [name, fallback] of Object.entries(extra)) options[name] = { type: 'string', default: fallback };
  const { values } = parseArgs({ options });
  const number = (name: string) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number, not ${String(values[name])}`);
    return value;
  };
  const text = (name: string) => String(values[name] ?? '');
  return { scale: number('scale'), duration: number('seconds'), connections: number('connections'), number, text };
}

export interface BenchService {
  config: Config;
  database: Database;
  files: FileStore;
  app: FastifyInstance;
  /** http://127.0.0.1:port */
  address: string;
  close(): Promise<void>;
}

/** Seeds the demo data at the scale (demo files included) and serves both schools on a loopback port. */
export async function startService(scale: number): Promise<BenchService> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
    // Shedding settings may be tried from the environment (decision 037).
    MAX_IN_FLIGHT: process.env.MAX_IN_FLIGHT,
    MAX_QUEUED: process.env.MAX_QUEUED,
    MAX_QUEUE_WAIT_MS: process.env.MAX_QUEUE_WAIT_MS,
  });
  const files = await openFileStore(config);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null, pool: config.dbPool });
  const t = performance.now();
  const seeded = await seedIfEmpty(database.db, { scale, files, schools: config.schools });
  const seconds = ((performance.now() - t) / 1000).toFixed(1);
  if (seeded) console.log(`seed scale ${scale}: ${JSON.stringify(seeded)} in ${seconds} s (${database.kind})`);
  // A school's database has its planner statistics (autovacuum analyzes a table
  // soon after a bulk load); a freshly seeded one has none, and PostgreSQL then
  // plans the student's enrolments as a scan of every group (decision 037).
  // The service and the bare limit both run on the analyzed tables.
  if (seeded) await database.db.execute(sql`analyze`);
  else console.warn(`the database already had data: not seeded, and the demo files are not in this run's store (${database.kind})`);
  const app = await buildApp({ config, database, files });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    config,
    database,
    files,
    app,
    address,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The JSON body of usuario.validar.acceso for a demo password. */
export const loginBody = (usuario: string) => JSON.stringify({ usuario, password: clientPasswordDigest(DEMO_PASSWORD) });

export interface SignedIn {
  cookie: string;
  answer: LoginResponse;
}

/** Signs in at a school root; the cookie is `name=value`, ready for a Cookie header. */
export async function signIn(address: string, usuario: string, escuela: 1 | 2 = 1): Promise<SignedIn> {
  const res = await fetch(`${address}/api/${escuela}/usuario.validar.acceso`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody(usuario),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${usuario} answered ${res.status}: ${await res.text()}`);
  // The session cookie, not the sign-in device's (decision 016).
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lms_sesion='))!.split(';')[0]!;
  return { cookie, answer: (await res.json()) as LoginResponse };
}

export interface RunFigures {
  title: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Response bytes per second, MB. */
  mbPerSec: number;
  /** Answers with a 2xx status. */
  ok: number;
  non2xx: number;
  errors: number;
  /** CPU of this process (service and load generator) and of the whole machine, in cores, during the run. */
  cpu: { own: number; machine: number | null };
}

/** Busy and total jiffies of all CPUs (Linux /proc/stat), or null elsewhere. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3]! - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

/** Runs autocannon with the script's connections and duration (an option may override them) and prints one line. */
export function runner({ connections, duration }: Pick<BenchArgs, 'connections' | 'duration'>) {
  return async function run(title: string, opts: autocannon.Options): Promise<RunFigures> {
    const ticks = machineTicks();
    const usage = process.cpuUsage();
    const started = performance.now();
    const result = await autocannon({ connections, duration, ...opts });
    const elapsedMs = performance.now() - started;
    const used = process.cpuUsage(usage);
    const ticksAfter = machineTicks();
    const cores = os.availableParallelism();
    const machine = ticks && ticksAfter ? ((ticksAfter.busy - ticks.busy) / (ticksAfter.total - ticks.total)) * cores : null;
    const figures: RunFigures = {
      title,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      mbPerSec: result.throughput.average / 1e6,
      ok: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      cpu: { own: (used.user + used.system) / 1000 / elapsedMs, machine },
    };
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
    console.log(
      `${title}: ${figures.reqPerSec.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
        `${figures.mbPerSec.toFixed(1)} MB/s, non-2xx ${figures.non2xx}, errors ${figures.errors}, timeouts ${result.timeouts} (${codes}); ` +
        `CPU cores: this process ${figures.cpu.own.toFixed(2)}, machine ${machine?.toFixed(2) ?? '?'} of ${cores}`,
    );
    return figures;
  };
}

/** One statement of a bare handler: its placeholders' values in, rows keyed by the select's keys out; on the pool, or on a bareTransaction's connection. */
export type BareStatement = (values: Record<string, unknown>, on?: BareConnection) => Promise<Array<Record<string, unknown>>>;

/** A connection the bare side holds for a transaction (bareTransaction). */
export interface BareConnection {
  rows(name: string, text: string, values: unknown[]): Promise<unknown[][]>;
}

const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
/** Rows as arrays: a named statement on PostgreSQL (planned once per connection), a plain query on PGlite (which has no named statements). */
const pgliteRows = (client: PGlite | Transaction): BareConnection => ({
  rows: async (_name, text, values) => (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows,
});
const pgRows = (client: pg.Pool | pg.PoolClient): BareConnection => ({
  rows: async (name, text, values) => (await client.query<unknown[]>({ name: `bare_${name}`, text, values, rowMode: 'array' })).rows,
});

/**
 * The bare side of a benchmark against its limit (decision 021): the SQL
 * drizzle builds for a service query, sent by the driver itself on the
 * service's pool: a named statement on PostgreSQL (planned once per
 * connection), a plain query on PGlite (which has no named statements).
 * Rows come as arrays, named by `keys` in order, as drizzle maps them.
 */
export function bareStatement(database: Database, name: string, query: { toSQL(): { sql: string; params: unknown[] } }, keys: readonly string[]): BareStatement {
  const client = poolOf(database);
  const pooled = client instanceof PGlite ? pgliteRows(client) : pgRows(client);
  const { sql: text, params } = query.toSQL();
  return async (values, on = pooled) => {
    const rows = await on.rows(name, text, fillPlaceholders(params, values));
    return rows.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i]])));
  };
}

/** Runs `work` in a transaction on one connection of the service's pool (BEGIN … COMMIT, as drizzle's db.transaction). */
export async function bareTransaction<T>(database: Database, work: (on: BareConnection) => Promise<T>): Promise<T> {
  const client = poolOf(database);
  if (client instanceof PGlite) return client.transaction((tx) => work(pgliteRows(tx)));
  const connection = await client.connect();
  try {
    await connection.query('begin');
    const result = await work(pgRows(connection));
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback');
    throw error;
  } finally {
    connection.release();
  }
}

/**
 * Prints a call's service ÷ bare limit: answers per second that were 2xx (a shed 503 is
 * no answer), and this process's CPU per answer (service and generator; PGlite included).
 */
export function printRatio(title: string, ours: RunFigures, limit: RunFigures, duration: number): void {
  const served = (f: RunFigures) => ({ perSec: f.ok / duration, cpuMs: f.ok ? (f.cpu.own * duration * 1000) / f.ok : NaN });
  const [o, l] = [served(ours), served(limit)];
  console.log(
    `${title}: service ÷ bare limit ${(o.perSec / l.perSec).toFixed(2)} (${o.perSec.toFixed(0)} ÷ ${l.perSec.toFixed(0)} answers/s); ` +
      `CPU of this process per answer ${o.cpuMs.toFixed(2)} ms (bare ${l.cpuMs.toFixed(2)} ms)`,
  );
}
