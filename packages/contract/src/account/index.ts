import { ACCOUNT_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { accountCalls } from './calls.js';

export * from './messages.js';
export * from './calls.js';
export * from './registration.js';
export * from './estados.js';

export default defineArea({
  messages: ACCOUNT_MSG,
  calls: accountCalls,
});
