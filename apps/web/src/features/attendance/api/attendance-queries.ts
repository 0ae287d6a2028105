import { useQuery } from '@tanstack/react-query';
import {
  attendanceCalendarCall,
  attendanceCodeExistsCall,
  attendanceCodeValidateCall,
  attendanceHistoryCall,
  attendanceListCall,
  classDatesCall,
  paymentDateCall,
  type SchoolId,
} from '@lms/contract';
import { callQuery, useCallMutation } from '../../../lib/api/call-query';

/** grupos.fechas.habiles: the dates that take attendance now (the screen's date choices). */
export function useClassDates(school: SchoolId, groupId: number | null) {
  return useQuery({ ...callQuery(classDatesCall, school, { body: { id_grupo: groupId ?? 0 } }), enabled: groupId !== null });
}

/** grupos.fechas.calendario: the group's cycle and sessions, to say why a day takes no attendance (silent on failure: the picker still works). */
export function useAttendanceCalendar(school: SchoolId, groupId: number) {
  return useQuery(callQuery(attendanceCalendarCall, school, { body: { id_grupo: groupId }, silent: true }));
}

/** grupos.asistencias: the group's students with their attendance on `fecha`. Its failure disables Save (spec 3 §8). */
export function useAttendanceList(school: SchoolId, groupId: number | null, fecha: string | null) {
  return useQuery({
    ...callQuery(attendanceListCall, school, { body: { id_grupo: groupId ?? 0, fecha: fecha ?? '' } }),
    enabled: groupId !== null && fecha !== null,
  });
}

/** grupos.asistencias.historial: one attendance row's changes, read when its dialog opens. */
export function useAttendanceHistory(school: SchoolId, attendanceId: number | null) {
  return useQuery({ ...callQuery(attendanceHistoryCall, school, { params: { id: attendanceId ?? 0 } }), enabled: attendanceId !== null });
}

export function usePaymentDate(school: SchoolId) {
  return useCallMutation(paymentDateCall, school, { refreshes: [attendanceListCall, attendanceHistoryCall] });
}

/** grupos.existe.codigo: whether 'Validar Asistencia' shows (a failure is silent, spec 3 §8). */
export function useAttendanceCodeExists(school: SchoolId, userId: number, groupId: number) {
  return useQuery(callQuery(attendanceCodeExistsCall, school, { body: { id_usuario: userId, id_grupo: groupId }, silent: true }));
}

/** grupos.validar.codigo; afterwards the code's existence is asked again (spec 3 §4). */
export function useValidateAttendanceCode(school: SchoolId) {
  return useCallMutation(attendanceCodeValidateCall, school, { refreshes: [attendanceCodeExistsCall] });
}
