import { useEffect, useSyncExternalStore } from 'react';

/*
 * Screens that keep working without a network (the attendance list keeps its
 * marks on the phone and sends them later) mount this: while one is on screen,
 * the blocking no-internet dialog stays shut and the screen says it is offline
 * itself (docs/decisions/026).
 */
let mounted = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a screen that works offline is on screen. */
export function useOfflineCapableScreen(): boolean {
  return useSyncExternalStore(subscribe, () => mounted > 0);
}

/** Declares the calling screen works offline while it is mounted. */
export function useWorksOffline(): void {
  useEffect(() => {
    mounted++;
    notify();
    return () => {
      mounted--;
      notify();
    };
  }, []);
}
