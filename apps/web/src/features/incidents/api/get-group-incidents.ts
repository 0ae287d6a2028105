import { useQuery } from '@tanstack/react-query';
import { groupIncidentsCall, type CallQuery, type SchoolId } from '@lms/contract';
import { callListQuery } from '../../../lib/api/call-query';

/** incidencias.get.incidencias/{groupId}: one page of the group's incidents and the group's course type (idcurso). */
export function useGroupIncidents(school: SchoolId, groupId: number, query: CallQuery<typeof groupIncidentsCall>) {
  return useQuery(callListQuery(groupIncidentsCall, school, { params: { groupId }, query }));
}
