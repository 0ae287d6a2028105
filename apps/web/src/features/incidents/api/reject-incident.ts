import { rejectIncidentCall, studentIncidentsCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { incidentWriteEffects, type OnIncidentError } from './incident-write-effects';

/** add.incidencias.mensaje with estatus 2: the student rejects with a note, or writes again while rejected. */
export function useRejectIncident(school: SchoolId, onError: OnIncidentError) {
  return useCallMutation(rejectIncidentCall, school, { ...incidentWriteEffects(onError), refreshes: [studentIncidentsCall] });
}
