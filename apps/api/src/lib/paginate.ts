import { asc, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { parseSort, type ListRequest } from '@lms/contract';

/**
 * The server half of the list convention (docs/decisions/022-lists.md): a
 * repository builds its query with `.$dynamic()`, selects `totalRows` beside
 * its fields, ands `searchCondition` into its filter, and hands it here for
 * the order, the page and the total, in one round trip.
 */
export interface ListColumns<K extends string> {
  /** The column each sort key of the call's query orders by. */
  sort: Record<K, AnyColumn | SQL>;
  /** Orders rows that tie, so no row repeats or goes missing between pages. */
  tieBreaker: AnyColumn;
}

/** How many rows match, on every row: the page and its total come from one query. */
export const totalRows = sql<number>`cast(count(*) over () as integer)`.mapWith(Number);

// Lower case, then the accented letters of Spanish as plain ones, on both sides: "jose" finds "José".
const ACCENTED = 'áéíóúüñàèìòù';
const PLAIN = 'aeiouunaeiou';

function plainText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Rows where any of `columns` contains the search text, ignoring case and
 * accents; undefined (no condition) when there is no search. `%` and `_` are
 * searched as themselves.
 */
export function searchCondition(search: string | undefined, columns: ReadonlyArray<AnyColumn | SQL>): SQL | undefined {
  if (search === undefined || columns.length === 0) return undefined;
  const pattern = `%${plainText(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => sql`translate(lower(cast(${column} as text)), ${ACCENTED}, ${PLAIN}) like ${pattern} escape '\\'`));
}

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * Orders, pages and counts a list query that selects `total: totalRows`. A
 * page past the end (rows deleted since the screen counted) answers no items
 * with the true total, so the screen can step back.
 */
export async function paginate<Q extends PgSelect, K extends string>(
  query: Q,
  request: ListRequest<K>,
  columns: ListColumns<K>,
): Promise<Page<Omit<Awaited<Q>[number], 'total'>>> {
  const { key, descending } = parseSort(request.sort);
  const column = columns.sort[key];
  const rows = (await query
    .orderBy(descending ? desc(column) : asc(column), descending ? desc(columns.tieBreaker) : asc(columns.tieBreaker))
    .limit(request.size)
    .offset((request.page - 1) * request.size)) as Array<Awaited<Q>[number] & { total: number }>;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && request.page > 1) {
    const [first] = (await query.limit(1).offset(0)) as Array<{ total: number }>;
    total = first?.total ?? 0;
  }
  return { items: rows.map(({ total: _total, ...item }) => item as Omit<Awaited<Q>[number], 'total'>), total };
}
