import { useQuery } from '@tanstack/react-query';
import { groupInformationCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** grupos.informacion takes the encoded id (base64url of the decimal id). */
export const groupInformationQuery = (school: SchoolId, encodedId: string) => callQuery(groupInformationCall, school, { params: { id: encodedId } });

/** `encodedId` null: the URL carried no readable id, so nothing is asked. */
export function useGroupInformation(school: SchoolId, encodedId: string | null) {
  return useQuery({ ...groupInformationQuery(school, encodedId ?? ''), enabled: encodedId !== null });
}
