import { INCIDENTS_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { incidentsCalls } from './calls.js';

export * from './messages.js';
export * from './schemas.js';
export * from './calls.js';
export * from './transitions.js';

export default defineArea({
  messages: INCIDENTS_MSG,
  calls: incidentsCalls,
});
