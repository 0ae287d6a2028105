import { useQuery } from '@tanstack/react-query';
import { accessCheckCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** usuario.acceso is asked every time a screen opens: never served from cache. */
export const accessCheckQuery = (school: SchoolId, userId: number) => callQuery(accessCheckCall, school, { params: { userId }, gcTime: 0 });

export function useAccessCheck(school: SchoolId, userId: number) {
  return useQuery(accessCheckQuery(school, userId));
}
