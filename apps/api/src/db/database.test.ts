import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/index.js';
import { freshDatabase } from '../test/test-app.js';
import { DataDirLockedError, openDatabase, type Db } from './index.js';

/** Both drivers answer raw SQL with `{ rows }`. */
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

const HOLDER = fileURLToPath(new URL('../test/hold-data-dir.ts', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('embedded database', () => {
  it('locks DATA_DIR: a second opener is refused and says why; the lock is freed on close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/ya está en uso/);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('takes over at once a lock whose process was killed (kill -9), and never one whose process lives', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', HOLDER, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
    });
    // Alive: refused, as before.
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // Dead: the lock it left (fresh, well inside proper-lockfile's 30 s) is taken over now.
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(true);
    const restarted = await openDatabase({ dataDir: dir });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'owner.json'), 'utf8')).pid).toBe(process.pid);
    await restarted.close();
  }, 60_000);

  it('keeps data across restarts and does not seed twice', async () => {
    const dir = tempDir();
    const a = await openDatabase({ dataDir: dir });
    expect(await seedIfEmpty(a.db, { scale: 1 })).not.toBeNull();
    await a.close();
    const b = await openDatabase({ dataDir: dir });
    expect(await seedIfEmpty(b.db, { scale: 1 })).toBeNull();
    const rows = await rowsOf(b.db, sql`select count(*)::int as n from users where usuario = 'demo.alumno'`);
    expect(rows[0]).toEqual({ n: 2 });
    await b.close();
  });
});

describe('demo data', () => {
  const snapshot = async (scale: number) => {
    const db = await openDatabase({ dataDir: null });
    await seedIfEmpty(db.db, { scale });
    const users = await rowsOf(db.db, sql`select id, escuela, roll, usuario, nombre_completo, iderp from users order by id`);
    const groups = await rowsOf(db.db, sql`select * from groups order by id`);
    const enrolments = await rowsOf(db.db, sql`select * from enrolments order by id`);
    const personal = await rowsOf(db.db, sql`select user_id, nombre, telefono, email from personal_data order by user_id`);
    await db.close();
    return { users, groups, enrolments, personal };
  };

  it('is deterministic, has every demo account in both schools, and grows with the scale factor', async () => {
    const one = await snapshot(1);
    expect(await snapshot(1)).toEqual(one);
    for (const escuela of [1, 2]) {
      for (const account of ['alumno', 'nuevo', 'reprobado', 'teacher', 'editor', 'admin', 'restringido']) {
        expect(one.users, `${account}@${escuela}`).toContainEqual(expect.objectContaining({ escuela, usuario: `demo.${account}` }));
      }
    }
    const big = await snapshot(100);
    expect(big.users.filter((u) => u.escuela === 1).length).toBeGreaterThan(1200);
    const three = await snapshot(3);
    // The generated students (matrícula A26…/F26…) grow with the factor; the demo's named people do not.
    const generated = (snap: typeof one) => snap.users.filter((u) => /^[AF]26\d{4}$/.test(String(u.usuario))).length;
    expect(generated(one)).toBeGreaterThan(0);
    expect(generated(three)).toBe(generated(one) * 3);
    expect(three.groups.length).toBeGreaterThan(one.groups.length + 20);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('survives the server closing an idle connection, reports it, and answers the next query', async () => {
    const lost: Error[] = [];
    const { database, drop } = await freshDatabase({ onConnectionLost: (err) => lost.push(err) });
    try {
      const [me] = await rowsOf(database.db, sql`select pg_backend_pid() as pid`);
      // Another session ends ours while it sits idle in the pool (what a restart or a dropped database does).
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [me!.pid]);
      await admin.end();
      await expect.poll(() => lost.length).toBe(1);
      expect(lost[0]!.message).toMatch(/terminat/);
      expect(await rowsOf(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
