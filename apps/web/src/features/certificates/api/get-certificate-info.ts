import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateInfoCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** usuario.informacion.constancia takes the student's ERP id. */
export function fetchCertificateInfo(school: SchoolId, iderp: number, signal?: AbortSignal) {
  return apiRequest(certificateInfoCall, { school, params: { iderp }, signal });
}

export function certificateInfoQuery(school: SchoolId, iderp: number) {
  return queryOptions({
    queryKey: ['usuario.informacion.constancia', school, iderp],
    queryFn: ({ signal }) => fetchCertificateInfo(school, iderp, signal),
    staleTime: 0,
  });
}

/**
 * The current cycle's data. Silent: a student without a current group gets
 * the server's reason inside the card, not a dialog on every visit.
 */
export function useCertificateInfo(school: SchoolId, iderp: number) {
  return useQuery({ ...certificateInfoQuery(school, iderp), meta: { silent: true } });
}
