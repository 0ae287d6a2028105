import { useQuery } from '@tanstack/react-query';
import { certificationCodeCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/**
 * codigo.certificacion (encoded group id): asked only once the last
 * certification lesson has a grade; before that the server answers 404 with
 * its reason, which the card shows itself (silent).
 */
export const certificationCodeQuery = (school: SchoolId, encodedGroup: string) =>
  callQuery(certificationCodeCall, school, { params: { id: encodedGroup }, silent: true });

export function useCertificationCode(school: SchoolId, encodedGroup: string, enabled: boolean) {
  return useQuery({ ...certificationCodeQuery(school, encodedGroup), enabled });
}
