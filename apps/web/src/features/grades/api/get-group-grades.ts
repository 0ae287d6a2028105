import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupGradesCall, type CallBody, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { callKey } from '../../../lib/api/call-query';

type GroupGradesBody = CallBody<typeof groupGradesCall>;

/** calificacion.grupo is a POST the spec uses as a read: keyed by its body, like a call's params. */
export const groupGradesQuery = (school: SchoolId, body: GroupGradesBody) =>
  queryOptions({
    queryKey: callKey(groupGradesCall, school, body),
    queryFn: ({ signal }) => apiRequest(groupGradesCall, { school, body, signal }),
    staleTime: 0,
  });

/** `groupId` null: the URL carried no readable id, so nothing is asked. */
export function useGroupGrades(school: SchoolId, studentId: number, groupId: number | null) {
  return useQuery({ ...groupGradesQuery(school, { id_alumno: studentId, id_grupo: groupId ?? 0 }), enabled: groupId !== null });
}
