import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';

/**
 * When the oldest answer on screen was read from the server (ms since the
 * epoch), or null when the screen shows none: offline, that is the time the
 * notice gives for the information shown (decision 032). Brand data
 * (meta.reference) does not count: it is not what the screen is about.
 */
export function oldestShownAnswer(queries: readonly Query[]): number | null {
  let oldest: number | null = null;
  for (const query of queries) {
    if (query.getObserversCount() === 0 || query.meta?.reference || query.state.data === undefined) continue;
    const at = query.state.dataUpdatedAt;
    if (at > 0 && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm hh:mm in the phone's time, as the notice shows it. */
export function keptAtLabel(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** oldestShownAnswer of the screen on view, followed as queries come and go; null while `watch` is false. */
export function useOldestShownAnswer(watch: boolean): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => (watch ? cache.subscribe(listener) : () => undefined), [cache, watch]);
  return useSyncExternalStore(subscribe, () => (watch ? oldestShownAnswer(cache.getAll()) : null));
}
