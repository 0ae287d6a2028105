import { useQuery } from '@tanstack/react-query';
import { certificationCodeCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/**
 * codigo.certificacion (the group id, encoded by its params schema): asked only once the last
 * certification lesson has a grade; before that the server answers 404 with
 * its reason, which the card shows itself (silent).
 */
export const certificationCodeQuery = (school: SchoolId, groupId: number) =>
  callQuery(certificationCodeCall, school, { params: { id: groupId }, silent: true });

export function useCertificationCode(school: SchoolId, groupId: number, enabled: boolean) {
  return useQuery({ ...certificationCodeQuery(school, groupId), enabled });
}
