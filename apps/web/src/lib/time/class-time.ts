import { minutesOfDay } from '@lms/contract';

/**
 * '07:00:00' -> '7:00' (es-MX 24-hour clock); unreadable text is shown as it
 * came. Plain arithmetic, not dayjs: the student home shows these times, and
 * a first screen should not load a date library for them (decision 007).
 */
export function formatClassTime(time: string): string {
  const minutes = minutesOfDay(time);
  if (minutes === null) return time;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export function classTimeRange(start: string, end: string): string {
  return `${formatClassTime(start)} a ${formatClassTime(end)}`;
}
