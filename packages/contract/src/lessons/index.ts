import { defineArea } from '../area.js';
import { lessonsCalls } from './calls.js';

export * from './schemas.js';
export * from './calls.js';
export * from './lesson-rows.js';

export default defineArea({
  calls: lessonsCalls,
});
