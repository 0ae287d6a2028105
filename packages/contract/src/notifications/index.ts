import { NOTIFICATIONS_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { notificationsCalls } from './calls.js';

export * from './messages.js';
export * from './push.js';
export * from './calls.js';

export default defineArea({
  messages: NOTIFICATIONS_MSG,
  calls: notificationsCalls,
});
