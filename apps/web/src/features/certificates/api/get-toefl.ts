import { queryOptions, useQuery } from '@tanstack/react-query';
import { encodeId, toeflCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** calificacion.toefl takes the encoded user id. */
export function fetchToefl(school: SchoolId, userId: number, signal?: AbortSignal) {
  return apiRequest(toeflCall, { school, params: { id: encodeId(userId) }, signal });
}

export function toeflQuery(school: SchoolId, userId: number) {
  return queryOptions({
    queryKey: ['calificacion.toefl', school, userId],
    queryFn: ({ signal }) => fetchToefl(school, userId, signal),
  });
}

/** paso: 2 satisfactory, 1 not satisfactory, null no result yet. */
export function useToefl(school: SchoolId, userId: number) {
  return useQuery(toeflQuery(school, userId));
}
