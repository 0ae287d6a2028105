import { RULES_MSG } from './messages.js';
import { defineArea, opensWith } from '../area.js';
import { rulesCalls } from './calls.js';

export * from './messages.js';
export * from './calls.js';

export default defineArea({
  messages: RULES_MSG,
  calls: rulesCalls,
  // The rules are signed with a drawn signature, sent as a PNG.
  fileKinds: {
    png: { extension: 'png', contentType: 'image/png', magic: (head) => opensWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  },
});
