import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupInformationCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** grupos.informacion takes the encoded id (base64url of the decimal id). */
export function fetchGroupInformation(school: SchoolId, encodedId: string, signal?: AbortSignal) {
  return apiRequest(groupInformationCall, { school, params: { id: encodedId }, signal });
}

export function groupInformationQuery(school: SchoolId, encodedId: string) {
  return queryOptions({
    queryKey: ['grupos.informacion', school, encodedId],
    queryFn: ({ signal }) => fetchGroupInformation(school, encodedId, signal),
  });
}

/** `encodedId` null: the URL carried no readable id, so nothing is asked. */
export function useGroupInformation(school: SchoolId, encodedId: string | null) {
  return useQuery({ ...groupInformationQuery(school, encodedId ?? ''), enabled: encodedId !== null });
}
