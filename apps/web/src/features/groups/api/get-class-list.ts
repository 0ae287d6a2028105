import { useQuery } from '@tanstack/react-query';
import { classListCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** grupos.lista.alumnos (the group id encoded by its params schema). Silent: the class list shows its failure itself. */
export const classListQuery = (school: SchoolId, groupId: number) => callQuery(classListCall, school, { params: { id: groupId }, silent: true });

/** `groupId` null: the URL carried no readable id, so nothing is asked. */
export function useClassList(school: SchoolId, groupId: number | null) {
  return useQuery({ ...classListQuery(school, groupId ?? 0), enabled: groupId !== null });
}
