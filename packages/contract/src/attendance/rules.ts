/**
 * Which dates of a group take attendance (spec 3 §5: "one of the allowed class
 * dates returned by the server"; the rule is ours, docs/decisions/026): the
 * group's session dates up to today, while its cycle is open or closed for
 * less than ATTENDANCE_GRACE_DAYS. A mark kept offline past that week is
 * refused when it arrives.
 */
export const ATTENDANCE_GRACE_DAYS = 7;

/** Attendance a teacher may set: 1 present, 2 absent (3 and 4 are only shown). */
export const ATTENDANCE_CHOICES = [1, 2] as const;

/** Tries a teacher has to type an attendance code. */
export const ATTENDANCE_CODE_TRIES = 5;

/** YYYY-MM-DD plus `days` (negative goes back), in calendar days. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The session dates (YYYY-MM-DD) that take attendance today, oldest first. */
export function allowedAttendanceDates(sessionDates: readonly string[], today: string, cycleEnd: string): string[] {
  if (today > addDays(cycleEnd, ATTENDANCE_GRACE_DAYS)) return [];
  return sessionDates.filter((d) => d <= today).sort();
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === text;
}
