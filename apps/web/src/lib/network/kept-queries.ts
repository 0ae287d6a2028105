import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../session/session-store';
import type { QueryPersistence } from './query-persistence';

/*
 * The app's one kept query cache (decision 032). Its code loads apart, once
 * someone is signed in: a first visit (Login) does not pay for it, and a
 * reload of a signed-in user fetches it (from the service worker's cache)
 * while the first screen loads. Until it has read the kept answers back,
 * queries wait for them.
 */
let persistence: QueryPersistence | null = null;
let loading = false;
let waitingForIt = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function load(): void {
  if (loading) return;
  loading = true;
  waitingForIt = true;
  notify();
  void import('./app-persistence')
    .then(({ startAppPersistence }) => {
      persistence = startAppPersistence();
      persistence.subscribeRestoring(notify);
    })
    // Offline before the service worker kept it: the app works on without kept answers.
    .catch(() => undefined)
    .finally(() => {
      waitingForIt = false;
      notify();
    });
}

/** Starts keeping the query cache as soon as someone is signed in. */
export function keepQueries(): void {
  if (getSession()) load();
  else {
    const stop = subscribeSession(() => {
      if (!getSession()) return;
      stop();
      load();
    });
  }
}

/** Forgets every kept answer: the session ended. */
export function forgetKeptQueries(): Promise<void> {
  return persistence?.forget() ?? Promise.resolve();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the kept answers are still being read back (queries wait meanwhile). */
export function useRestoringQueries(): boolean {
  return useSyncExternalStore(subscribe, () => waitingForIt || (persistence?.isRestoring() ?? false));
}
