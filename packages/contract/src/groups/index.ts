import { GROUPS_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { groupsCalls } from './calls.js';

export * from './messages.js';
export * from './schemas.js';
export * from './calls.js';
export * from './eligibility.js';
export * from './superseded.js';
export * from './statuses.js';
export * from './schedule.js';
export * from './course-kind.js';
export * from './next-step-messages.js';

export default defineArea({
  messages: GROUPS_MSG,
  calls: groupsCalls,
});
