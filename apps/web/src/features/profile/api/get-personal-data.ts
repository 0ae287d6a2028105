import { useQuery } from '@tanstack/react-query';
import { personalDataCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** The student's record as the server has it now, with its version (decision 018): another device may have saved. */
export const personalDataQuery = (school: SchoolId, id: number) => callQuery(personalDataCall, school, { params: { id } });

export function usePersonalData(school: SchoolId, id: number) {
  return useQuery(personalDataQuery(school, id));
}
