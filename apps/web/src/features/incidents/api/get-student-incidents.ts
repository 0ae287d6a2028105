import { useQuery } from '@tanstack/react-query';
import { studentIncidentsCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** incidencias.get.misincidencias/{own id}: the student's incidents with their threads. Silent: the screen shows a failure with Reintentar. */
export function useStudentIncidents(school: SchoolId, userId: number) {
  return useQuery(callQuery(studentIncidentsCall, school, { params: { studentId: userId }, silent: true }));
}
