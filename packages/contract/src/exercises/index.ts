import { EXERCISES_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { exercisesCalls } from './calls.js';

export * from './messages.js';
export * from './schemas.js';
export * from './calls.js';
export * from './grading.js';

export default defineArea({
  messages: EXERCISES_MSG,
  calls: exercisesCalls,
});
