import type { Db } from './index.js';

/**
 * A query built once per database handle and sent as a named prepared
 * statement: drizzle does not rebuild its SQL on each request, and PostgreSQL
 * plans it once per connection instead of on every call (decision 021). Keep
 * it for the hot paths (every signed-in call, the student's home); a
 * transaction handle gets its own copy, so the query runs inside it.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
