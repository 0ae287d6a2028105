import { defineArea } from '../area.js';
import { accessCalls } from './calls.js';

export * from './schemas.js';
export * from './calls.js';

export default defineArea({
  calls: accessCalls,
});
