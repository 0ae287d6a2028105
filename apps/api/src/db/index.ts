import fs from 'node:fs';
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
import lockfile from 'proper-lockfile';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it.
 * We hold an exclusive lock on DATA_DIR for the life of the process.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, '.lock'),
      stale: 30_000,
      update: 10_000,
      retries: 0,
      onCompromised: (err) => {
        // Losing the lock means another process may write: stop rather than corrupt.
        console.error(`El candado de DATA_DIR se perdió (${err.message}); se detiene el servicio.`);
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} ya está en uso por otro proceso del servicio; detén ese proceso o usa otro DATA_DIR.`,
      );
    }
    throw err;
  }
}

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
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', options.onConnectionLost ?? (() => undefined));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
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
    const client = options.dataDir ? new PGlite(path.join(options.dataDir, 'pgdata')) : new PGlite();
    await client.waitReady;
    const typed = drizzlePglite({ client, schema });
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
    };
  } catch (err) {
    await release?.();
    throw err;
  }
}
