import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/index.js';
import { clientPasswordDigest } from '../lib/password.js';
import type { Clock } from '../lib/clock.js';
import { openFileStore, type FileStore } from '../plugins/files.js';
import type { Mailer } from '../plugins/mail.js';
import { DEMO_PASSWORD, seedIfEmpty } from '../seed/index.js';

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

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  /** The app's file store (a folder under the test's DATA_DIR, or the S3 of the env). */
  files: FileStore;
  /** Signs in and returns the cookie header value for later calls. */
  login(escuela: 1 | 2, usuario: string, password?: string): Promise<string>;
  call(method: string, url: string, options?: { cookie?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server of TEST_DATABASE_URL (CI runs both).
 */
export async function freshDatabase(options: { onConnectionLost?: (err: Error) => void } = {}): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({ dataDir: null }), drop: async () => {} };
  const name = `lms_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, ...options });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}, options: { mailer?: Mailer } = {}): Promise<TestApp> {
  // DATA_DIR receives the mail outbox and the files (the database is in memory or on PostgreSQL).
  const dataDir = path.join(os.tmpdir(), `lms-test-${randomBytes(4).toString('hex')}`);
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000', DATA_DIR: dataDir, ...env });
  const { database, drop } = await freshDatabase();
  const files = await openFileStore(config);
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

  return {
    app,
    database,
    config,
    clock,
    files,
    call,
    async login(escuela, usuario, password = DEMO_PASSWORD) {
      const res = await call('POST', `/api/${escuela}/usuario.validar.acceso`, {
        body: { usuario, password: clientPasswordDigest(password) },
      });
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
