import { useQuery } from '@tanstack/react-query';
import { certificateInfoCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/**
 * usuario.informacion.constancia (by ERP id): the current cycle's data. Silent:
 * a student without a current group gets the server's reason inside the card,
 * not a dialog on every visit.
 */
export const certificateInfoQuery = (school: SchoolId, iderp: number) => callQuery(certificateInfoCall, school, { params: { iderp }, silent: true });

export function useCertificateInfo(school: SchoolId, iderp: number) {
  return useQuery(certificateInfoQuery(school, iderp));
}
