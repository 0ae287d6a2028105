import { defineArea } from '../area.js';
import { exercisesCalls } from './calls.js';

export * from './schemas.js';
export * from './calls.js';
export * from './grading.js';

export default defineArea({
  calls: exercisesCalls,
});
