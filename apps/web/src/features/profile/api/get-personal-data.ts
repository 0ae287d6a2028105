import { queryOptions, useQuery } from '@tanstack/react-query';
import { personalDataCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

export function fetchPersonalData(school: SchoolId, id: number, signal?: AbortSignal) {
  return apiRequest(personalDataCall, { school, params: { id }, signal });
}

/** The student's record as the server has it now, with its version (decision 018). */
export function personalDataQuery(school: SchoolId, id: number) {
  return queryOptions({
    queryKey: ['usuario.datos', school, id],
    queryFn: ({ signal }) => fetchPersonalData(school, id, signal),
    // Another device may have saved: every visit of the screen reads again.
    staleTime: 0,
  });
}

export function usePersonalData(school: SchoolId, id: number) {
  return useQuery(personalDataQuery(school, id));
}
