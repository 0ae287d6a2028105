import { groupIncidentsCall, updateIncidentCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { incidentWriteEffects, type OnIncidentError } from './incident-write-effects';

/** incidencias.update/{id} with deleted 1 (a soft delete), at the version the table read (409 if it changed since). */
export function useDeleteIncident(school: SchoolId, onError: OnIncidentError) {
  return useCallMutation(updateIncidentCall, school, {
    request: ({ id, version }: { id: number; version: number }) => ({ params: { id }, body: { version, deleted: 1 as const } }),
    ...incidentWriteEffects(onError),
    refreshes: [groupIncidentsCall],
  });
}
