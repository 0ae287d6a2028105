import { fileTooLargeMessage, formatMessage, RECORDINGS_MSG, VIDEO_MAX_BYTES } from '@lms/contract';

/** What the phone can tell before sending (the server checks the bytes again): a video, not over the limit. */
export function videoFileProblem(file: { type: string; size: number }): string | null {
  // Some phones give no type for a video; the server's check by content decides then.
  if (file.type !== '' && !file.type.startsWith('video/')) return RECORDINGS_MSG.videoNotVideo;
  if (file.size > VIDEO_MAX_BYTES) return fileTooLargeMessage(VIDEO_MAX_BYTES);
  return null;
}

/** '12.4 MB' in the school's numbers. */
export function megabytes(bytes: number): string {
  const digits = bytes < 1048576 ? 2 : 1;
  return `${(bytes / 1048576).toLocaleString('es-MX', { maximumFractionDigits: digits, minimumFractionDigits: digits })} MB`;
}

/** '1:05' for 65 seconds. */
export function minutesSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Over a minute and a half: the teacher is told what is asked, and may still send it (spec 3 §5: "about 60 seconds"). */
export const LONG_VIDEO_SECONDS = 90;

export function longVideoHint(seconds: number | null): string | null {
  return seconds !== null && seconds > LONG_VIDEO_SECONDS ? formatMessage(RECORDINGS_MSG.videoLongHint, { duracion: minutesSeconds(seconds) }) : null;
}
