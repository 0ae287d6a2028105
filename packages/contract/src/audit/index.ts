import { defineArea } from '../area.js';
import { auditCalls } from './calls.js';

export * from './calls.js';

export default defineArea({
  calls: auditCalls,
});
