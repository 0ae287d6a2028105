import { ATTENDANCE_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { attendanceCalls } from './calls.js';

export * from './messages.js';
export * from './rules.js';
export * from './day-notice.js';
export * from './schemas.js';
export * from './calls.js';

export default defineArea({
  messages: ATTENDANCE_MSG,
  calls: attendanceCalls,
});
