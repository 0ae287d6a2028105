import { acceptIncidentCall, studentIncidentsCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { incidentWriteEffects, type OnIncidentError } from './incident-write-effects';

/** update.estatus.incidencias with estatus 1: the student accepts their incident. */
export function useAcceptIncident(school: SchoolId, onError: OnIncidentError) {
  return useCallMutation(acceptIncidentCall, school, { ...incidentWriteEffects(onError), refreshes: [studentIncidentsCall] });
}
