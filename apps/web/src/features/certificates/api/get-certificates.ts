import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificatesListCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** usuario.get.constancias takes the student's ERP id. */
export function fetchCertificates(school: SchoolId, iderp: number, signal?: AbortSignal) {
  return apiRequest(certificatesListCall, { school, params: { iderp }, signal });
}

export function certificatesQuery(school: SchoolId, iderp: number) {
  return queryOptions({
    queryKey: ['usuario.get.constancias', school, iderp],
    queryFn: ({ signal }) => fetchCertificates(school, iderp, signal),
    staleTime: 0,
  });
}

export function useCertificates(school: SchoolId, iderp: number) {
  return useQuery(certificatesQuery(school, iderp));
}
