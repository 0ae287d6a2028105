import { FISCAL_MSG } from './messages.js';
import { defineArea, opensWith } from '../area.js';
import { fiscalCalls } from './calls.js';

export * from './messages.js';
export * from './catalogs.js';
export * from './rfc.js';
export * from './constancia-qr.js';
export * from './matcher.js';
export * from './schemas.js';
export * from './calls.js';

export default defineArea({
  messages: FISCAL_MSG,
  calls: fiscalCalls,
  // The tax certificate (constancia de situación fiscal) is a PDF.
  fileKinds: {
    pdf: { extension: 'pdf', contentType: 'application/pdf', magic: (head) => opensWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  },
});
