import { AUDIT_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { auditCalls } from './calls.js';

export * from './messages.js';
export * from './calls.js';

export default defineArea({
  messages: AUDIT_MSG,
  calls: auditCalls,
});
