import type { Db } from './index.js';

/**
 * A read of content the service never writes (a level's resources, an
 * evaluation's questions: only the seed loads a school's content, before the
 * service starts), kept per database handle and key from its first use
 * (decision 037): the hot calls read it from memory instead of PostgreSQL.
 * A read that fails or finds nothing is not kept (so ids that do not exist
 * do not fill memory). Callers must not change what they are given: it is
 * shared. A call that comes to write such content must `forget` there.
 */
export function keptRead<K, V>(read: (db: Db, key: K) => Promise<V>, found: (value: V) => boolean) {
  const byDb = new WeakMap<Db, Map<K, Promise<V>>>();
  const get = (db: Db, key: K): Promise<V> => {
    let kept = byDb.get(db);
    if (!kept) byDb.set(db, (kept = new Map()));
    const known = kept.get(key);
    if (known) return known;
    const reading = read(db, key);
    kept.set(key, reading);
    const map = kept;
    reading.then(
      (value) => {
        if (!found(value)) map.delete(key);
      },
      () => map.delete(key),
    );
    return reading;
  };
  const forget = (db: Db) => byDb.delete(db);
  return { get, forget };
}
