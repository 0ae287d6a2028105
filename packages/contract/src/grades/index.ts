import { GRADES_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { gradesCalls } from './calls.js';

export * from './messages.js';
export * from './schemas.js';
export * from './calls.js';
export * from './grade-report.js';
export * from './grade-explanation.js';
export * from './at-risk.js';

export default defineArea({
  messages: GRADES_MSG,
  calls: gradesCalls,
});
