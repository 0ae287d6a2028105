import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { KEPT_FOR_MS } from './kept-for';

/*
 * What the user has seen opens offline with its last data (decision 032): the
 * query cache is kept in IndexedDB per signed-in user and school, for a week,
 * dropped when the app version changes, and forgotten when the session ends.
 */

export { KEPT_FOR_MS };

/** The storage the persister writes strings to (IndexedDB in the app; a Map in tests). */
export interface KeptStorage {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
  clear: () => Promise<void>;
}

let idbStore: UseStore | null = null;
// Its own database: the notification preferences (lib/push) live in idb-keyval's default one.
const keptQueries = () => (idbStore ??= createStore('lms-consultas', 'consultas'));

export function indexedDbStorage(): KeptStorage {
  return {
    // Async, so a browser without IndexedDB fails a promise, not the caller.
    getItem: async (key) => get<string>(key, keptQueries()),
    setItem: async (key, value) => set(key, value, keptQueries()),
    removeItem: async (key) => del(key, keptQueries()),
    clear: async () => clear(keptQueries()),
  };
}

/** Whose answers these are: one kept cache per school and user. */
export function ownerKey(owner: { escuela: number; userId: number } | null): string | null {
  return owner ? `${owner.escuela}:${owner.userId}` : null;
}

/** Only answers the server gave (no failures, nothing pending) and nothing marked as not to be kept (attendance codes). */
export function shouldKeepQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && query.meta?.persist !== false;
}

/**
 * Kept answers come back as not current: a reload reads again what it shows
 * (the kept answer showing meanwhile, and alone while offline), whatever the
 * call's staleTime.
 */
export function readKept(text: string): PersistedClient {
  const client = JSON.parse(text) as PersistedClient;
  for (const query of client.clientState.queries) query.state.isInvalidated = true;
  return client;
}

export interface PersistenceOptions {
  queryClient: QueryClient;
  /** The signed-in owner's key now (ownerKey), null when signed out. */
  owner: () => string | null;
  /** Calls back whenever the session changes; answers the unsubscribe. */
  subscribeOwner: (listener: () => void) => () => void;
  storage: KeptStorage;
  /** Changes with each build: a cache of another version is dropped. */
  buster: string;
  /** Saves are gathered for this long (the persister's default is 1 s). */
  throttleTime?: number;
}

export interface QueryPersistence {
  /** True while the kept answers are being read back: queries wait for them. */
  isRestoring: () => boolean;
  subscribeRestoring: (listener: () => void) => () => void;
  /** Forgets every kept answer (sign-out, session end). */
  forget: () => Promise<void>;
  stop: () => void;
}

/** Keeps the query cache of whoever is signed in, and forgets it when nobody is. */
export function startQueryPersistence({ queryClient, owner, subscribeOwner, storage, buster, throttleTime }: PersistenceOptions): QueryPersistence {
  let current: string | null = null;
  let stopSaving: (() => void) | null = null;
  let restoring = false;
  const listeners = new Set<() => void>();
  const setRestoring = (value: boolean) => {
    restoring = value;
    listeners.forEach((l) => l());
  };

  const optionsFor = (key: string): PersistQueryClientOptions => ({
    queryClient,
    buster,
    maxAge: KEPT_FOR_MS,
    persister: createAsyncStoragePersister({
      key,
      ...(throttleTime === undefined ? {} : { throttleTime }),
      deserialize: readKept,
      storage: {
        getItem: storage.getItem,
        // A save still on its way when its user signed out is dropped.
        setItem: (k, value) => (k === current ? storage.setItem(k, value) : Promise.resolve()),
        removeItem: storage.removeItem,
      },
    }),
    dehydrateOptions: { shouldDehydrateQuery: shouldKeepQuery, shouldDehydrateMutation: () => false },
  });

  const follow = () => {
    const next = owner();
    if (next === current) return;
    stopSaving?.();
    stopSaving = null;
    current = next;
    if (next === null) {
      void storage.clear().catch(() => undefined);
      return;
    }
    const options = optionsFor(next);
    setRestoring(true);
    persistQueryClientRestore(options)
      .catch(() => undefined) // An unreadable kept cache is dropped by the restore itself.
      .finally(() => {
        if (current === next) stopSaving = persistQueryClientSubscribe(options);
        setRestoring(false);
      });
  };

  const unsubscribeOwner = subscribeOwner(follow);
  follow();
  return {
    isRestoring: () => restoring,
    subscribeRestoring: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget: () => storage.clear().catch(() => undefined),
    stop: () => {
      unsubscribeOwner();
      stopSaving?.();
    },
  };
}
