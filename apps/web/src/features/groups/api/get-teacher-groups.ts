import { useQuery } from '@tanstack/react-query';
import { teacherGroupsCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';
import { showError } from '../../../lib/errors/feedback-store';

/** grupos.teachers takes the teacher's own user id, encoded. Silent: the screen shows a failed first read itself. */
export const teacherGroupsQuery = (school: SchoolId, teacherId: number) =>
  callQuery(teacherGroupsCall, school, { params: { id: teacherId }, silent: true });

/** The teacher's groups (Mis grupos), and the refresh button's read, whose failure says why in the error dialog. */
export function useTeacherGroups(school: SchoolId, teacherId: number) {
  // Read field by field: TanStack Query then renders again only for the fields the screen uses.
  const { data, isError, isFetching, refetch } = useQuery(teacherGroupsQuery(school, teacherId));
  const refresh = async () => {
    const result = await refetch();
    if (result.isError) showError(result.error);
  };
  return { groups: data, isError, isFetching, refetch, refresh };
}
