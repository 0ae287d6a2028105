import { useQuery } from '@tanstack/react-query';
import { certificatesListCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** usuario.get.constancias takes the student's ERP id. */
export const certificatesQuery = (school: SchoolId, iderp: number) => callQuery(certificatesListCall, school, { params: { iderp } });

export function useCertificates(school: SchoolId, iderp: number) {
  return useQuery(certificatesQuery(school, iderp));
}
