import { queryOptions, useQuery } from '@tanstack/react-query';
import { rulesCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

export function fetchRules(school: SchoolId, signal?: AbortSignal) {
  return apiRequest(rulesCall, { school, signal });
}

export function rulesQuery(school: SchoolId) {
  return queryOptions({
    queryKey: ['reglamento.get.reglamento', school],
    queryFn: ({ signal }) => fetchRules(school, signal),
    staleTime: 10 * 60_000,
  });
}

/** reglamento.get.reglamento: every rule of the school, with the course type it applies to. */
export function useRules(school: SchoolId) {
  return useQuery(rulesQuery(school));
}
