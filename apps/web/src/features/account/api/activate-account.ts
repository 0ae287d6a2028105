import { queryOptions, useQuery } from '@tanstack/react-query';
import { activateAccountCall } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import type { AccountLink } from '../utils/account-link';

/** usuario.activar.cuenta with the token of the mailed link. */
export function activateAccount({ escuela, token }: AccountLink) {
  // No abort signal: the token is single use, so a request must never be cancelled and sent again.
  return apiRequest(activateAccountCall, { school: escuela, body: { token } });
}

/**
 * Posted once on arrival. A query rather than a mutation so that a second
 * mount (StrictMode, back and forth) shares the one answer instead of spending
 * the token twice. The screen shows failures itself.
 */
export function activateAccountQuery(link: AccountLink) {
  return queryOptions({
    queryKey: ['usuario.activar.cuenta', link.escuela, link.token],
    queryFn: () => activateAccount(link),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });
}

export function useActivateAccount(link: AccountLink | null) {
  return useQuery({
    ...activateAccountQuery(link ?? { escuela: 1, token: '' }),
    enabled: link !== null,
  });
}
