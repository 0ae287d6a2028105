import { COMMENTS_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { commentsCalls } from './calls.js';

export * from './messages.js';
export * from './schemas.js';
export * from './calls.js';
export * from './canned.js';
export * from './cycles.js';
export * from './failing.js';

export default defineArea({
  messages: COMMENTS_MSG,
  calls: commentsCalls,
});
