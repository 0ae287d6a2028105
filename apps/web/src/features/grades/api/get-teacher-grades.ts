import { useQuery } from '@tanstack/react-query';
import { kidsGroupGradesCall, teacherGroupGradesCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** grupos.calificaciones, or grupos.calificaciones.kids for a kids group (spec 3 §2.6). */
export function useTeacherGrades(school: SchoolId, groupId: number | null, kids: boolean | undefined) {
  const call = kids ? kidsGroupGradesCall : teacherGroupGradesCall;
  return useQuery({ ...callQuery(call, school, { body: { id_grupo: groupId ?? 0 } }), enabled: groupId !== null && kids !== undefined });
}
