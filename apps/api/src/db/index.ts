import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';

export { DataDirLockedError } from './data-dir-lock.js';

/**
 * A database or a transaction: repositories accept either. Queries name their
 * tables (each area's `<area>.schema.ts`, db/schema/ for the platform's), so
 * the handle carries no schema object and no list of tables (decision 036).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar, for test templates (test/template.ts). */
  dumpPglite?(): Promise<Blob>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when
 * dataDir is null). `onConnectionLost` hears of a pooled connection the server
 * closed while idle (a restart, a failover, a dropped database): the pool
 * discards it and opens another on the next query. Without a listener that
 * event would end the process.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  onConnectionLost?: (err: Error) => void;
  /** PGlite in memory only: start from this dumped data directory (a test template). */
  loadPglite?: Blob;
  /** PostgreSQL: connections, and how long a query waits for one (then the call is shed; decision 021). */
  pool?: { size: number; waitMs: number };
}): Promise<Database> {
  if (options.databaseUrl) {
    const { size = 10, waitMs = 250 } = options.pool ?? {};
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: size, connectionTimeoutMillis: waitMs });
    pool.on('error', options.onConnectionLost ?? (() => undefined));
    const db = drizzlePg({ client: pool }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const release = options.dataDir ? await lockDataDir(options.dataDir) : null;
  try {
    const client = options.dataDir
      ? new PGlite(path.join(options.dataDir, 'pgdata'))
      : new PGlite(options.loadPglite ? { loadDataDir: options.loadPglite } : {});
    await client.waitReady;
    const typed = drizzlePglite({ client });
    await migratePglite(typed, { migrationsFolder });
    const db = typed as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        await release?.();
      },
      dumpPglite: () => client.dumpDataDir('none'),
    };
  } catch (err) {
    await release?.();
    throw err;
  }
}
