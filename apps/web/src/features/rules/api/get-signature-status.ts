import { queryOptions, useQuery } from '@tanstack/react-query';
import { signatureStatusCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** reglamento.consulta.firma/{id_alumno}: firmado, nombre_tutor, fecha. */
export function fetchSignatureStatus(school: SchoolId, userId: number, signal?: AbortSignal) {
  return apiRequest(signatureStatusCall, { school, params: { id_alumno: userId }, signal });
}

export function signatureStatusQuery(school: SchoolId, userId: number) {
  return queryOptions({
    queryKey: ['reglamento.consulta.firma', school, userId],
    queryFn: ({ signal }) => fetchSignatureStatus(school, userId, signal),
    staleTime: 0,
  });
}

export function useSignatureStatus(school: SchoolId, userId: number) {
  return useQuery(signatureStatusQuery(school, userId));
}
