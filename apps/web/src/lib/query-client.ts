import { MutationCache, QueryCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { MSG } from '@lms/contract';
import { isApiError } from './api/api-error';
import { showError, showErrorMessage } from './errors/feedback-store';
import { isOfflineFailure } from './network/offline-failure';
import { KEPT_FOR_MS } from './network/kept-for';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * silent: the caller shows the failure itself (or ignores it).
     * persist: false keeps the answer off the phone's kept cache (attendance codes, decision 032);
     * reference: true for brand data, which does not date what the screen shows offline.
     */
    queryMeta: { silent?: boolean; persist?: boolean; reference?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Failures go to the generic error dialog in one place, unless a call is marked silent. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.silent) showError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      // Offline, a write says it needs the network, whoever shows its other failures (decision 032).
      if (isOfflineFailure(error)) showErrorMessage(MSG.offlineWriteNeedsNetwork);
      else if (!mutation.meta?.silent) showError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // As long as the kept copy on the phone: a query dropped from memory would leave it too (decision 032).
      gcTime: KEPT_FOR_MS,
      // Only an unreachable server is worth one more try; an answer is final.
      retry: (count, error) => isApiError(error) && error.status === 0 && count < 1,
    },
    // Writes run offline too, and fail saying they need the network: none waits silently to be
    // sent later (TanStack's default pauses them). Attendance keeps its own queue (decision 026).
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack starts out online; a page opened offline is offline from the start, so its queries wait
// with the kept answers instead of failing.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
