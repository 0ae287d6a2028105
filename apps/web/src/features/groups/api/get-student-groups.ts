import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { studentGroupsCall, type GroupSummary, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';
import { showError } from '../../../lib/errors/feedback-store';
import { updateGroups } from '../../../lib/session/session-store';

/** How long the login's list counts as current: opening Mis grupos right after signing in reads nothing again. */
const GROUPS_FRESH_MS = 5 * 60_000;

export const studentGroupsQuery = (school: SchoolId, userId: number) =>
  // Silent: a background read that fails keeps the list on screen; the refresh button says why.
  callQuery(studentGroupsCall, school, { params: { userId }, staleTime: GROUPS_FRESH_MS, silent: true });

/**
 * Mis grupos reads grupos.alumno from the query cache, where the login put its
 * answer (docs/decisions/018-no-lost-edits.md, "The login's groups"). After
 * a reload the cache is empty: the list kept with the session shows at once
 * and is read again behind it. Every newer answer is kept with the session, so
 * the next reload starts from it.
 */
export function useStudentGroups(school: SchoolId, userId: number, stored: GroupSummary[]) {
  const query = useQuery({ ...studentGroupsQuery(school, userId), initialData: stored, initialDataUpdatedAt: 0 });
  const { data, dataUpdatedAt, refetch, isFetching } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0) updateGroups(data);
  }, [data, dataUpdatedAt]);

  const refresh = async () => {
    const result = await refetch();
    if (result.isError) showError(result.error);
  };
  return { groups: data, refresh: () => void refresh(), isRefreshing: isFetching };
}
