import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentGroupsCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';
import { updateGroups } from '../../../lib/session/session-store';

export const studentGroupsQuery = (school: SchoolId, userId: number) => callQuery(studentGroupsCall, school, { params: { userId } });

/**
 * The refresh button of Mis grupos: reads grupos.alumno again and keeps the
 * answer with the session, where the list lives since login.
 */
export function useRefreshStudentGroups(school: SchoolId, userId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...studentGroupsQuery(school, userId), meta: { silent: true } }),
    onSuccess: (groups) => updateGroups(groups),
  });
  return { refresh: () => mutation.mutate(), isRefreshing: mutation.isPending };
}
