import { useQuery } from '@tanstack/react-query';
import { accessCheckCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';
import { useOnlineStatus } from '../../../lib/network/use-online-status';

/** usuario.acceso is asked every time a screen opens. */
export const accessCheckQuery = (school: SchoolId, userId: number) => callQuery(accessCheckCall, school, { params: { userId } });

/**
 * The answer of usuario.acceso: online only this visit's own (a kept one is
 * never trusted while the server can be asked); offline the last one read,
 * so screens seen before open with their kept answers (decision 032).
 */
export function useAccessCheck(school: SchoolId, userId: number) {
  const online = useOnlineStatus();
  const query = useQuery(accessCheckQuery(school, userId));
  return { data: online && !query.isFetchedAfterMount ? undefined : query.data };
}
