import { groupIncidentsCall, rejectionMessagesCall, replyIncidentCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { incidentWriteEffects, type OnIncidentError } from './incident-write-effects';

/** update.incidencias.mensaje.respuesta: the teacher answers the student's last note; the incident returns to Pendiente. */
export function useReplyIncident(school: SchoolId, onError: OnIncidentError) {
  return useCallMutation(replyIncidentCall, school, { ...incidentWriteEffects(onError), refreshes: [groupIncidentsCall, rejectionMessagesCall] });
}
