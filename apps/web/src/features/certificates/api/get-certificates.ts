import { useQuery } from '@tanstack/react-query';
import { certificatesListCall, type CallQuery, type SchoolId } from '@lms/contract';
import { callListQuery } from '../../../lib/api/call-query';

/** usuario.get.constancias takes the student's ERP id and a page of the list. */
export function useCertificates(school: SchoolId, iderp: number, query: CallQuery<typeof certificatesListCall>) {
  return useQuery(callListQuery(certificatesListCall, school, { params: { iderp }, query }));
}
