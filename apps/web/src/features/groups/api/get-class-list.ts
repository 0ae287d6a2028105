import { useQuery } from '@tanstack/react-query';
import { classListCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** grupos.lista.alumnos takes the encoded group id. Silent: the class list shows its failure itself. */
export const classListQuery = (school: SchoolId, encodedId: string) => callQuery(classListCall, school, { params: { id: encodedId }, silent: true });

/** `encodedId` null: the URL carried no readable id, so nothing is asked. */
export function useClassList(school: SchoolId, encodedId: string | null) {
  return useQuery({ ...classListQuery(school, encodedId ?? ''), enabled: encodedId !== null });
}
