import type { Clock } from './clock.js';

/** The school's time zone: dates like "today" and session days are read in it. */
export const SCHOOL_TIME_ZONE = 'America/Monterrey';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE });

/** The school's calendar day of an instant, YYYY-MM-DD. */
export const schoolDate = (instant: Date): string => dayFormat.format(instant);

/** Today at the school, YYYY-MM-DD. */
export const schoolToday = (clock: Clock): string => schoolDate(clock.now());
