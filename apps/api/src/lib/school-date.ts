import type { Clock } from './clock.js';

/** The school's time zone: dates like "today" and session days are read in it. */
export const SCHOOL_TIME_ZONE = 'America/Monterrey';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE });

/** The school's calendar day of an instant, YYYY-MM-DD. */
export const schoolDate = (instant: Date): string => dayFormat.format(instant);

/** Today at the school, YYYY-MM-DD. */
export const schoolToday = (clock: Clock): string => schoolDate(clock.now());

// Monterrey keeps UTC−6 all year since 2022.
/** The first instant of a school day (YYYY-MM-DD). */
export const schoolDayStart = (day: string): Date => new Date(`${day}T00:00:00-06:00`);
/** The last second of a school day (YYYY-MM-DD): what lasts "until the end of the day". */
export const schoolDayEnd = (day: string): Date => new Date(`${day}T23:59:59-06:00`);
