import { useQuery } from '@tanstack/react-query';
import { groupInformationCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** grupos.informacion: its params schema encodes the group id on the wire (decision 038). */
export const groupInformationQuery = (school: SchoolId, groupId: number) => callQuery(groupInformationCall, school, { params: { id: groupId } });

/** `groupId` null: the URL carried no readable id, so nothing is asked. */
export function useGroupInformation(school: SchoolId, groupId: number | null) {
  return useQuery({ ...groupInformationQuery(school, groupId ?? 0), enabled: groupId !== null });
}
