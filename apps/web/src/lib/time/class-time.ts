import { dayjs } from './dayjs-locale';
import { minutesOfDay } from '@lms/contract';

/** '07:00:00' -> '7:00' (es-MX 24-hour clock); unreadable text is shown as it came. */
export function formatClassTime(time: string): string {
  const minutes = minutesOfDay(time);
  if (minutes === null) return time;
  return dayjs().startOf('day').add(minutes, 'minute').format('H:mm');
}

export function classTimeRange(start: string, end: string): string {
  return `${formatClassTime(start)} a ${formatClassTime(end)}`;
}
