import { RECORDINGS_MSG } from './messages.js';
import { defineArea, opensWith } from '../area.js';
import { recordingsCalls } from './calls.js';

export * from './messages.js';
export * from './calls.js';

/** The major brand of an ISO media file's `ftyp` box, or null when it has none. */
function isoBrand(head: Uint8Array): string | null {
  return opensWith(head, [0x66, 0x74, 0x79, 0x70], 4) && head.length >= 12 ? String.fromCharCode(...head.subarray(8, 12)) : null;
}

export default defineArea({
  messages: RECORDINGS_MSG,
  calls: recordingsCalls,
  // A class recording as phones film it: ISO media files (MP4, 3GP, MOV) open
  // with an `ftyp` box whose brand `qt  ` marks QuickTime (an iPhone's MOV);
  // WebM (and Matroska) open with the EBML header.
  fileKinds: {
    mp4: { extension: 'mp4', contentType: 'video/mp4', magic: (head) => isoBrand(head) !== null && isoBrand(head) !== 'qt  ' },
    mov: { extension: 'mov', contentType: 'video/quicktime', magic: (head) => isoBrand(head) === 'qt  ' },
    webm: { extension: 'webm', contentType: 'video/webm', magic: (head) => opensWith(head, [0x1a, 0x45, 0xdf, 0xa3]) },
  },
});
