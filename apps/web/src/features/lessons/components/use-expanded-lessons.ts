import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const STATE_KEY = 'expandedLessons';

function expandedIn(state: unknown): number[] {
  if (typeof state !== 'object' || state === null || !(STATE_KEY in state)) return [];
  const value = (state as Record<string, unknown>)[STATE_KEY];
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
}

/**
 * The open panels of a lessons list, kept in this history entry's state: Back
 * from an exercise, a book or a video repaints the list with the same panels
 * open, so the scroll position ScrollRestoration keeps lands on the same
 * lesson. A new visit of the list starts with every panel closed.
 */
export function useExpandedLessons(): [ReadonlySet<number>, (leccion: number, open: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(expandedIn(location.state)));

  const toggle = useCallback(
    (leccion: number, open: boolean) => {
      const next = new Set(expanded);
      if (open) next.add(leccion);
      else next.delete(leccion);
      setExpanded(next);
      const state: unknown = location.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, preventScrollReset: true, state: { ...base, [STATE_KEY]: [...next] } },
      );
    },
    [expanded, location, navigate],
  );
  return [expanded, toggle];
}
