import { useQuery } from '@tanstack/react-query';
import { studentGroupsCall, type GroupSummary, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { callQuery } from '../../../lib/api/call-query';
import { showError } from '../../../lib/errors/feedback-store';
import { updateGroups } from '../../../lib/session/session-store';

/** How long the login's list counts as current: opening Mis grupos right after signing in reads nothing again. */
const GROUPS_FRESH_MS = 5 * 60_000;

export function studentGroupsQuery(school: SchoolId, userId: number) {
  // Silent: a background read that fails keeps the list on screen; the refresh button says why.
  const query = callQuery(studentGroupsCall, school, { params: { userId }, staleTime: GROUPS_FRESH_MS, silent: true });
  return {
    ...query,
    // Every newer answer is kept with the session, so the next reload starts from it.
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const groups = await apiRequest(studentGroupsCall, { school, params: { userId }, signal });
      updateGroups(groups);
      return groups;
    },
  };
}

/**
 * Mis grupos reads grupos.alumno from the query cache, where the login put its
 * answer (docs/decisions/018-no-lost-edits.md, "The login's groups"). After
 * a reload the cache is empty: the list kept with the session shows at once
 * and is read again behind it. The list reads only the data: an equal answer
 * renders nothing again.
 */
export function useStudentGroups(school: SchoolId, userId: number, stored: GroupSummary[]) {
  const { data, refetch } = useQuery({ ...studentGroupsQuery(school, userId), initialData: stored, initialDataUpdatedAt: 0 });
  /** The refresh button's read: a failure says why in the error dialog. */
  const refresh = async () => {
    const result = await refetch();
    if (result.isError) showError(result.error);
  };
  return { groups: data, refresh };
}
