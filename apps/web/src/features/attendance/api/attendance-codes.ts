import { useQuery } from '@tanstack/react-query';
import { attendanceCodeExistsCall, attendanceCodeIssueCall, attendanceCodesTodayCall, type SchoolId } from '@lms/contract';
import { callQuery, useCallMutation } from '../../../lib/api/call-query';
import { showSuccess } from '../../../lib/errors/feedback-store';

/**
 * grupos.codigos.hoy: whether the caller issues codes here, and the day's codes. Silent: a failure only
 * leaves the card out. The codes are secrets: never kept on the phone (decision 032).
 */
export function useAttendanceCodesToday(school: SchoolId, groupId: number) {
  return useQuery(callQuery(attendanceCodesTodayCall, school, { body: { id_grupo: groupId }, silent: true, persist: false }));
}

/** grupos.codigo.generar; then the day's codes (and whether one waits for the caller) are read again. */
export function useIssueAttendanceCode(school: SchoolId) {
  return useCallMutation(attendanceCodeIssueCall, school, {
    refreshes: [attendanceCodesTodayCall, attendanceCodeExistsCall],
    onSuccess: (answer) => showSuccess(answer.message),
  });
}
