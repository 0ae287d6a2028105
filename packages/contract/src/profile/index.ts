import { PROFILE_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { profileCalls } from './calls.js';

export * from './messages.js';
export * from './schemas.js';
export * from './avatar-options.js';
export * from './forms.js';
export * from './calls.js';

export default defineArea({
  messages: PROFILE_MSG,
  calls: profileCalls,
});
