import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error';
import { showError } from './errors/feedback-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** silent: the caller shows the failure itself (or ignores it). */
    queryMeta: { silent?: boolean };
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
      if (!mutation.meta?.silent) showError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Only an unreachable server is worth one more try; an answer is final.
      retry: (count, error) => isApiError(error) && error.status === 0 && count < 1,
    },
    mutations: { retry: false },
  },
});
