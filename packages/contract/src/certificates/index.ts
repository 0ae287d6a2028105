import { defineArea } from '../area.js';
import { examResultCalls, studyCertificateCalls } from './calls.js';

export * from './calls.js';

export default defineArea({
  calls: [...examResultCalls, ...studyCertificateCalls],
});
