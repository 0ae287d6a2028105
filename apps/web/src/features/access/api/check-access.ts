import { queryOptions, useQuery } from '@tanstack/react-query';
import { accessCheckCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

export function fetchAccessCheck(school: SchoolId, userId: number, signal?: AbortSignal) {
  return apiRequest(accessCheckCall, { school, params: { userId }, signal });
}

/** usuario.acceso is asked every time a screen opens: never served from cache. */
export function accessCheckQuery(school: SchoolId, userId: number) {
  return queryOptions({
    queryKey: ['usuario.acceso', school, userId],
    queryFn: ({ signal }) => fetchAccessCheck(school, userId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAccessCheck(school: SchoolId, userId: number) {
  return useQuery(accessCheckQuery(school, userId));
}
