import { randomBytes } from 'node:crypto';
import { FILE_KINDS, isFileKind, type FileKind } from '@lms/contract';

// What a file store does, what a stored file is (told by its bytes) and the
// names it is kept under: shared by the stores (files.ts, s3-store.ts) and
// the upload reader (uploads.ts).

// Every kind of file an area of the contract declares (FILE_KINDS).
export const FILE_TYPES = FILE_KINDS;

/** The kind of a file by its first bytes (what it says it is does not count). */
export function sniffKind(bytes: Buffer, allowed: readonly string[]): FileKind | null {
  return allowed.filter(isFileKind).find((kind) => FILE_TYPES[kind].magic(bytes)) ?? null;
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
