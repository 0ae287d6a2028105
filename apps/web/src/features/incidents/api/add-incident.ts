import { addIncidentCall, groupIncidentsCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { incidentWriteEffects, type OnIncidentError } from './incident-write-effects';

/** incidencias.add.incidencia: a new Pendiente incident for a student of the group. */
export function useAddIncident(school: SchoolId, onError: OnIncidentError) {
  return useCallMutation(addIncidentCall, school, { ...incidentWriteEffects(onError), refreshes: [groupIncidentsCall] });
}
