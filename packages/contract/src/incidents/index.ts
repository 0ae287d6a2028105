import { defineArea } from '../area.js';
import { incidentsCalls } from './calls.js';

export * from './schemas.js';
export * from './calls.js';
export * from './transitions.js';

export default defineArea({
  calls: incidentsCalls,
});
