import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { certificatesListCall, type CallQuery, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** usuario.get.constancias takes the student's ERP id and a page of the list. */
export function useCertificates(school: SchoolId, iderp: number, query: CallQuery<typeof certificatesListCall>) {
  // The page on screen stays while the next one is read.
  // The table shows a failure itself, with Reintentar.
  return useQuery({ ...callQuery(certificatesListCall, school, { params: { iderp }, query, silent: true }), placeholderData: keepPreviousData });
}
