import { ACCESS_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { accessCalls } from './calls.js';

export * from './messages.js';
export * from './schemas.js';
export * from './calls.js';

export default defineArea({
  messages: ACCESS_MSG,
  calls: accessCalls,
});
