import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';

/**
 * Inserts many rows in one statement through unnest(): one array parameter per
 * column, which PGlite parses and plans much faster than thousands of
 * individual parameters. Column types are PostgreSQL's (int, smallint, text, date, timestamptz...).
 */
export async function bulkInsert(db: Db, table: string, columns: ReadonlyArray<readonly [name: string, pgType: string]>, rows: ReadonlyArray<readonly unknown[]>): Promise<void> {
  if (rows.length === 0) return;
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
  const arrays = sql.join(
    columns.map(([, type], i) => sql`${sql.param(rows.map((r) => r[i] ?? null))}::${sql.raw(type)}[]`),
    sql`, `,
  );
  await db.execute(sql`insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${arrays})`);
}

/** Takes `count` ids of a serial column in order, to insert parents and children without returning. */
export async function reserveIds(db: Db, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id);
}
