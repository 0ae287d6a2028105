import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentGroupsCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { updateGroups } from '../../../lib/session/session-store';

export function fetchStudentGroups(school: SchoolId, userId: number, signal?: AbortSignal) {
  return apiRequest(studentGroupsCall, { school, params: { userId }, signal });
}

export function studentGroupsQuery(school: SchoolId, userId: number) {
  return queryOptions({
    queryKey: ['grupos.alumno', school, userId],
    queryFn: ({ signal }) => fetchStudentGroups(school, userId, signal),
    staleTime: 0,
  });
}

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
