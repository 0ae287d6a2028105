import { useQuery } from '@tanstack/react-query';
import { kardexCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** usuario.kardex takes the student's own id. */
export function useKardex(school: SchoolId, userId: number) {
  return useQuery(callQuery(kardexCall, school, { params: { userId } }));
}
