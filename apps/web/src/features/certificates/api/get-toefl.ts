import { useQuery } from '@tanstack/react-query';
import { toeflCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** calificacion.toefl takes the encoded user id. */
export const toeflQuery = (school: SchoolId, userId: number) => callQuery(toeflCall, school, { params: { id: userId } });

/** paso: 2 satisfactory, 1 not satisfactory, null no result yet. */
export function useToefl(school: SchoolId, userId: number) {
  return useQuery(toeflQuery(school, userId));
}
