import { defineArea } from '../area.js';
import { notificationsCalls } from './calls.js';

export * from './push.js';
export * from './calls.js';

export default defineArea({
  calls: notificationsCalls,
});
