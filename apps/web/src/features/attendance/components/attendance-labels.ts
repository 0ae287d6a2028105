import { ATTENDANCE_MSG } from '@lms/contract';

/** The names of attendance values (spec 3 §2: 1 Asistencia, 2 Falta, 3 Retardo, 4 Sin participación). */
export function attendanceLabel(value: unknown): string {
  switch (value) {
    case 1:
      return ATTENDANCE_MSG.attendancePresent;
    case 2:
    case 0:
      return ATTENDANCE_MSG.attendanceAbsent;
    case 3:
      return ATTENDANCE_MSG.attendanceLate;
    case 4:
      return ATTENDANCE_MSG.attendanceNoParticipation;
    default:
      return ATTENDANCE_MSG.attendanceNotRecorded;
  }
}
