import { queryOptions, useQuery } from '@tanstack/react-query';
import { encodeId, exciCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** calificacion.exci takes the encoded user id. */
export function fetchExci(school: SchoolId, userId: number, signal?: AbortSignal) {
  return apiRequest(exciCall, { school, params: { id: encodeId(userId) }, signal });
}

export function exciQuery(school: SchoolId, userId: number) {
  return queryOptions({
    queryKey: ['calificacion.exci', school, userId],
    queryFn: ({ signal }) => fetchExci(school, userId, signal),
  });
}

/** RUTA_EXCI: the result page to frame, or null while there is none. */
export function useExci(school: SchoolId, userId: number) {
  return useQuery(exciQuery(school, userId));
}
