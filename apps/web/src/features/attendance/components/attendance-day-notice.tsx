import Alert from '@mui/material/Alert';
import { attendanceDayNotice } from '@lms/contract';
import { useAttendanceCalendar } from '../api/attendance-queries';
import type { SchoolId } from '@lms/contract';

interface AttendanceDayNoticeProps {
  school: SchoolId;
  groupId: number;
  /** The date the address asked for; null: today (the teacher chose none). */
  asked: string | null;
  /** Said when the calendar cannot be read and no date at all is offered. */
  fallback: string | null;
}

/**
 * Why today, or the date the address asked for, takes no attendance and which
 * class is next or was the last (decision 026): without it the list silently
 * showed another date. Nothing when the day is offered or the calendar cannot
 * be read (the picker still works).
 */
export function AttendanceDayNotice({ school, groupId, asked, fallback }: AttendanceDayNoticeProps) {
  const calendar = useAttendanceCalendar(school, groupId);
  if (!calendar.data) return calendar.isError && fallback ? <Alert severity="info">{fallback}</Alert> : null;
  const notice = attendanceDayNotice(calendar.data, asked ?? calendar.data.hoy);
  if (notice === null) return null;
  return (
    <Alert severity="info" role="status">
      {notice}
    </Alert>
  );
}
