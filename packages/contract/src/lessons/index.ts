import { LESSONS_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { lessonsCalls } from './calls.js';

export * from './messages.js';
export * from './schemas.js';
export * from './calls.js';
export * from './lesson-rows.js';

export default defineArea({
  messages: LESSONS_MSG,
  calls: lessonsCalls,
});
