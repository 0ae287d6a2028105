import { CERTIFICATES_MSG } from './messages.js';
import { defineArea } from '../area.js';
import { examResultCalls, studyCertificateCalls } from './calls.js';

export * from './messages.js';
export * from './calls.js';

export default defineArea({
  messages: CERTIFICATES_MSG,
  calls: [...examResultCalls, ...studyCertificateCalls],
});
