import { useQuery } from '@tanstack/react-query';
import { rulesCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

export const rulesQuery = (school: SchoolId) => callQuery(rulesCall, school, { staleTime: 10 * 60_000 });

/** reglamento.get.reglamento: every rule of the school, with the course type it applies to. */
export function useRules(school: SchoolId) {
  return useQuery(rulesQuery(school));
}
