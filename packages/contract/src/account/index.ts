import { defineArea } from '../area.js';
import { accountCalls } from './calls.js';

export * from './calls.js';
export * from './registration.js';
export * from './estados.js';

export default defineArea({
  calls: accountCalls,
});
