import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { openFileStore } from '../plugins/files.js';
import { seedIfEmpty } from '../seed/index.js';

/**
 * The migrated, seeded database every API test file starts from, made once per
 * run (test/global-setup.ts): a PGlite data snapshot, or a PostgreSQL database
 * that files clone with `CREATE DATABASE … TEMPLATE`. The demo files the seed
 * writes are kept beside it and copied into each test's DATA_DIR.
 */
export interface TestTemplate {
  /** The folder holding the snapshot and the demo files. */
  dir: string;
  /** PGlite: the data directory as a tar file. */
  pgliteDump?: string;
  /** PostgreSQL: the template database's name on TEST_DATABASE_URL's server. */
  postgresTemplate?: string;
}

const TEST_ENV = { NODE_ENV: 'test', WEB_DIST: '/nonexistent' };

export async function buildTemplate(adminUrl = process.env.TEST_DATABASE_URL): Promise<TestTemplate> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-template-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dir });
  const files = await openFileStore(config);
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: null });
    await seedIfEmpty(database.db, { scale: 1, files, schools: config.schools });
    const dump = await database.dumpPglite!();
    const pgliteDump = path.join(dir, 'pgdata.tar');
    fs.writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return { dir, pgliteDump };
  }
  const name = `lms_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: null });
  await seedIfEmpty(database.db, { scale: 1, files, schools: config.schools });
  // A template must have no open connection while it is cloned.
  await database.close();
  return { dir, postgresTemplate: name };
}

export async function dropTemplate(template: TestTemplate, adminUrl = process.env.TEST_DATABASE_URL) {
  if (template.postgresTemplate && adminUrl) await adminQuery(adminUrl, `drop database if exists ${template.postgresTemplate} with (force)`);
  fs.rmSync(template.dir, { recursive: true, force: true });
}

/** Copies the template's demo files into a test's DATA_DIR. */
export function copyTemplateFiles(template: TestTemplate, dataDir: string) {
  const from = path.join(template.dir, 'files');
  if (fs.existsSync(from)) fs.cpSync(from, path.join(dataDir, 'files'), { recursive: true });
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
