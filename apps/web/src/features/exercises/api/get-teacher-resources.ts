import { useQuery } from '@tanstack/react-query';
import { teacherResourcesCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** grupos.recursos: the level's exercises and exams with their questions, for the group's teacher. */
export function useTeacherResources(school: SchoolId, groupId: number | null) {
  return useQuery({ ...callQuery(teacherResourcesCall, school, { params: { groupId: groupId ?? 0 } }), enabled: groupId !== null });
}
