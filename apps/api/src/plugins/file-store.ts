import { randomBytes } from 'node:crypto';
import type { FileKind } from '@lms/contract';

// What a file store does, what a stored file is (told by its bytes) and the
// names it is kept under: shared by the stores (files.ts, s3-store.ts) and
// the upload reader (uploads.ts).

export const FILE_TYPES: Record<FileKind, { extension: string; contentType: string; magic: (b: Buffer) => boolean }> = {
  pdf: { extension: 'pdf', contentType: 'application/pdf', magic: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  png: { extension: 'png', contentType: 'image/png', magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  // ISO media files (MP4, 3GP, MOV) open with an `ftyp` box; its brand `qt  ` marks QuickTime (an iPhone's MOV).
  mp4: { extension: 'mp4', contentType: 'video/mp4', magic: (b) => isoBrand(b) !== null && isoBrand(b) !== 'qt  ' },
  mov: { extension: 'mov', contentType: 'video/quicktime', magic: (b) => isoBrand(b) === 'qt  ' },
  // WebM (and Matroska) open with the EBML header.
  webm: { extension: 'webm', contentType: 'video/webm', magic: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) },
};

/** The major brand of an ISO media file's `ftyp` box, or null when it has none. */
function isoBrand(b: Buffer): string | null {
  return b.length >= 12 && b.subarray(4, 8).toString('latin1') === 'ftyp' ? b.subarray(8, 12).toString('latin1') : null;
}

/** The kind of a file by its first bytes (what it says it is does not count). */
export function sniffKind(bytes: Buffer, allowed: readonly FileKind[]): FileKind | null {
  return allowed.find((kind) => FILE_TYPES[kind].magic(bytes)) ?? null;
}

export function generatedName(kind: FileKind): string {
  return `${randomBytes(16).toString('hex')}.${FILE_TYPES[kind].extension}`;
}

/**
 * `<area>/<name>` after checking both. Names and areas are ours, but a path
 * (or an object key) must never leave its root, whatever a caller passes.
 */
export function storedPath(area: string, name: string): string {
  if (!/^[a-z-]+$/.test(area) || !/^[a-f0-9]{32}\.[a-z0-9]{3,4}$/.test(name)) throw new Error(`bad file path ${area}/${name}`);
  return `${area}/${name}`;
}

/** A file already on this machine's disk (an upload, spooled as it arrived): the store copies it without reading it into memory. */
export interface LocalFile {
  path: string;
  size: number;
}

/**
 * Where uploaded and generated files live. Names are generated here
 * (never the uploader's), and files are read only through authorised calls.
 */
export interface FileStore {
  /** Refuses to replace a file that is already there. A local file is streamed, never held whole in memory. */
  put(area: string, name: string, body: Buffer | LocalFile): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(area: string, name: string): Promise<Buffer | null>;
  /** Removing a file that is not there is not an error. */
  remove(area: string, name: string): Promise<void>;
  /** Lets go of connections; the app calls it on close. */
  close?(): void;
}
