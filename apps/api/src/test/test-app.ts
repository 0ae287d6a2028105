import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginCall, type CallDefinition, type CallResponse } from '@lms/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/index.js';
import { clientPasswordDigest } from '../lib/password.js';
import type { Clock } from '../lib/clock.js';
import { openFileStore, type FileStore } from '../plugins/files.js';
import type { Mailer } from '../plugins/mail.js';
import { inject } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '../seed/index.js';
import { adminQuery, copyTemplateFiles, databaseUrl, type TestTemplate } from './template.js';
import { callUrl } from './call-url.js';

/** RequestOptions as the implementation reads them, whatever the call. */
interface LooseRequestOptions {
  params?: Record<string, string | number> | undefined;
  body?: unknown;
  cookie?: string | undefined;
  school?: number | undefined;
  headers?: Record<string, string> | undefined;
  query?: Record<string, string | number | boolean> | undefined;
  payload?: string | Buffer | object | undefined;
}

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private offset = 0;
  now() {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number) {
    this.offset += ms;
  }
  /** Pins "now" to a date (the demo cycles are in 2026-2027). */
  set(date: Date) {
    this.offset = date.getTime() - Date.now();
  }
}

/** A call's path parameters, by the names of its params schema; a number is sent as its digits. */
export type RequestParams<P extends z.ZodObject> = { [K in keyof z.input<P>]: (z.input<P>[K] & string) | number };

/**
 * What `t.request` sends with a call: `params` exactly when the call has path
 * parameters, a `body` of the call's request type when it takes one.
 */
export type RequestOptions<C extends CallDefinition> = (C['params'] extends z.ZodObject ? { params: RequestParams<C['params']> } : { params?: never }) &
  (C['body'] extends z.ZodType ? { body?: z.input<C['body']> } : { body?: never }) & {
    cookie?: string;
    /** The school's root the call goes to: 1 unless given. */
    school?: 1 | 2;
    headers?: Record<string, string>;
    query?: Record<string, string | number | boolean>;
    /**
     * Sent as it is instead of `body`, unchecked by the call's types: a
     * multipart upload's bytes (with its content-type in `headers`), or a
     * body the call's schema must refuse.
     */
    payload?: string | Buffer | object;
  };

/** The options argument: required when the call has path parameters. */
export type RequestArgs<C extends CallDefinition> = C['params'] extends z.ZodObject ? [options: RequestOptions<C>] : [options?: RequestOptions<C>];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  /** The app's file store (a folder under the test's DATA_DIR, or the S3 of the env). */
  files: FileStore;
  /** Signs in and returns the cookie header value for later calls. */
  login(escuela: 1 | 2, usuario: string, password?: string): Promise<string>;
  /**
   * Makes a contract call: `/api/<school>/<path>` with its params filled and
   * encoded (test/call-url.ts). How every test calls the service.
   */
  request<C extends CallDefinition>(call: C, ...args: RequestArgs<C>): Promise<LightMyRequestResponse>;
  /** The same, for a call that must succeed: its answer checked against the call's response schema and typed by it. */
  requestJson<C extends CallDefinition>(call: C, ...args: RequestArgs<C>): Promise<CallResponse<C>>;
  /** A raw URL: only for URLs no call builds (malformed ids, unknown schools or calls, paths outside the contract). */
  call(method: string, url: string, options?: { cookie?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (CI runs both). With a template
 * (test/template.ts), a clone of the seeded one: PGlite loads its snapshot,
 * PostgreSQL copies it with CREATE DATABASE … TEMPLATE.
 */
export async function freshDatabase(options: { onConnectionLost?: (err: Error) => void; template?: TestTemplate } = {}): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { template, ...connection } = options;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const loadPglite = template?.pgliteDump ? new Blob([fs.readFileSync(template.pgliteDump)]) : undefined;
    return { database: await openDatabase({ dataDir: null, ...(loadPglite ? { loadPglite } : {}) }), drop: async () => {} };
  }
  const name = `lms_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, template?.postgresTemplate ? `create database ${name} template ${template.postgresTemplate}` : `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: null, ...connection });
  return { database, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** The run's template, unless the env changes what the seed writes (brands, an S3 store). */
function templateFor(env: Record<string, string>): TestTemplate | undefined {
  if (Object.keys(env).some((key) => key.startsWith('S3_') || key.startsWith('SCHOOL_'))) return undefined;
  try {
    return inject('testTemplate');
  } catch {
    return undefined; // outside vitest (npm run fuzz): seed a fresh database
  }
}

/** Tests share two busy cores: a lagging loop there is no overload (plugins/load-shedding.test.ts sets its own limit). */
const NO_SHEDDING = { MAX_IN_FLIGHT: '100000', MAX_EVENT_LOOP_DELAY_MS: '0' };

export async function createTestApp(env: Record<string, string> = {}, options: { mailer?: Mailer } = {}): Promise<TestApp> {
  // DATA_DIR receives the mail outbox and the files (the database is in memory or on PostgreSQL).
  const dataDir = path.join(os.tmpdir(), `lms-test-${randomBytes(4).toString('hex')}`);
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000', ...NO_SHEDDING, DATA_DIR: dataDir, ...env });
  const template = templateFor(env);
  const { database, drop } = await freshDatabase({ ...(template ? { template } : {}) });
  if (template) copyTemplateFiles(template, dataDir);
  const files = await openFileStore(config);
  // A clone of the template is seeded already: this is then a no-op.
  await seedIfEmpty(database.db, { scale: 1, files, schools: config.schools });
  const clock = new TestClock();
  const app = await buildApp({ config, database, clock, files, ...(options.mailer ? { mailer: options.mailer } : {}) });
  await app.ready();

  const call: TestApp['call'] = (method, url, options = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });

  const request = (call: CallDefinition, options: LooseRequestOptions = {}) =>
    app.inject({
      method: call.method,
      url: callUrl(call, options),
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      ...(options.payload !== undefined ? { payload: options.payload } : options.body !== undefined ? { payload: options.body as object } : {}),
    });

  return {
    app,
    database,
    config,
    clock,
    files,
    call,
    request,
    async requestJson<C extends CallDefinition>(call: C, ...[options]: RequestArgs<C>): Promise<CallResponse<C>> {
      const res = await request(call, options);
      if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`${call.name} answered ${res.statusCode}: ${res.body}`);
      const schema: C['response'] = call.response;
      return schema.parse(res.json());
    },
    async login(escuela, usuario, password = DEMO_PASSWORD) {
      const res = await request(loginCall, { school: escuela, body: { usuario, password: clientPasswordDigest(password) } });
      if (res.statusCode !== 200) throw new Error(`login ${usuario} failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'lms_sesion');
      if (!cookie) throw new Error('no session cookie');
      return `lms_sesion=${cookie.value}`;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
