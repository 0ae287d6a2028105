import { formatMessage } from '../messages.js';
import { ATTENDANCE_GRACE_DAYS, addDays, allowedAttendanceDates } from './rules.js';
import { ATTENDANCE_MSG } from './messages.js';

/**
 * What the attendance screen knows of a group's calendar to say why a day
 * takes no attendance (docs/decisions/026): today at the school, the cycle's
 * first and last day and every session date (future ones too).
 */
export interface AttendanceCalendar {
  hoy: string;
  inicio: string;
  fin: string;
  sesiones: readonly string[];
}

const dayParts = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'lunes 30 de noviembre' (with ' de 2027' when the year is not `hoy`'s). */
export function longDay(date: string, hoy: string): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(`${date}T12:00:00Z`)).map((p) => [p.type, p.value]));
  const text = `${parts.weekday} ${parts.day} de ${parts.month}`;
  return date.slice(0, 4) === hoy.slice(0, 4) ? text : `${text} de ${parts.year}`;
}

/** Why `fecha` takes no attendance today, in one sentence. */
function reason(cal: AttendanceCalendar, fecha: string, cierre: string): string {
  const day = (d: string) => longDay(d, cal.hoy);
  const isToday = fecha === cal.hoy;
  if (cal.hoy > cierre) return formatMessage(ATTENDANCE_MSG.attendanceGraceOver, { cierre: day(cierre), fin: day(cal.fin) });
  if (fecha < cal.inicio) {
    if (isToday) return formatMessage(ATTENDANCE_MSG.attendanceCycleNotStarted, { inicio: day(cal.inicio) });
    return formatMessage(ATTENDANCE_MSG.attendanceBeforeCycle, { fecha: day(fecha), inicio: day(cal.inicio) });
  }
  if (fecha > cal.fin) {
    if (isToday) return formatMessage(ATTENDANCE_MSG.attendanceCycleEnded, { fin: day(cal.fin) });
    return formatMessage(ATTENDANCE_MSG.attendanceAfterCycle, { fecha: day(fecha), fin: day(cal.fin) });
  }
  if (fecha > cal.hoy && cal.sesiones.includes(fecha)) return formatMessage(ATTENDANCE_MSG.attendanceFutureClass, { fecha: day(fecha) });
  if (isToday) return ATTENDANCE_MSG.attendanceNoClassToday;
  return formatMessage(fecha < cal.hoy ? ATTENDANCE_MSG.attendanceNoClassPast : ATTENDANCE_MSG.attendanceNoClassOn, { fecha: day(fecha) });
}

/**
 * Why `fecha` (today when the teacher chose none) takes no attendance and
 * which class comes next or was the last, or null when it does: the screen's
 * notice when today or a chosen date is not offered.
 */
export function attendanceDayNotice(cal: AttendanceCalendar, fecha: string): string | null {
  const allowed = allowedAttendanceDates(cal.sesiones, cal.hoy, cal.fin);
  if (allowed.includes(fecha)) return null;
  const day = (d: string) => longDay(d, cal.hoy);
  const cierre = addDays(cal.fin, ATTENDANCE_GRACE_DAYS);
  const why = reason(cal, fecha, cierre);
  const sessions = [...cal.sesiones].sort();
  const next = sessions.find((d) => d > fecha);
  const last = allowed.at(-1);
  let then: string;
  if (cal.hoy > cierre) then = sessions.length > 0 ? formatMessage(ATTENDANCE_MSG.attendanceLastClass, { fecha: day(sessions.at(-1)!) }) : '';
  else if (next !== undefined && next <= cal.hoy) then = formatMessage(ATTENDANCE_MSG.attendanceNextClassHeld, { fecha: day(next) });
  else if (next !== undefined) {
    then = formatMessage(ATTENDANCE_MSG.attendanceNextClass, { fecha: day(next) });
    if (last !== undefined) then += ` ${formatMessage(ATTENDANCE_MSG.attendanceLastClassOpen, { fecha: day(last) })}`;
  } else then = last !== undefined ? formatMessage(ATTENDANCE_MSG.attendanceLastClassOpen, { fecha: day(last) }) : ATTENDANCE_MSG.attendanceNoClasses;
  return then ? `${why} ${then}` : why;
}
