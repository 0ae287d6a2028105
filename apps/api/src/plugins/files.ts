import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileKind } from '@lms/contract';

/**
 * Where uploaded and generated files live. Names are generated here
 * (never the uploader's), and files are read only through authorised calls.
 */
export interface FileStore {
  put(area: string, name: string, bytes: Buffer): Promise<void>;
  get(area: string, name: string): Promise<Buffer | null>;
  remove(area: string, name: string): Promise<void>;
}

export const FILE_TYPES: Record<FileKind, { extension: string; contentType: string; magic: (b: Buffer) => boolean }> = {
  pdf: { extension: 'pdf', contentType: 'application/pdf', magic: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  png: { extension: 'png', contentType: 'image/png', magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
};

/** The kind of a file by its first bytes (what it says it is does not count). */
export function sniffKind(bytes: Buffer, allowed: readonly FileKind[]): FileKind | null {
  return allowed.find((kind) => FILE_TYPES[kind].magic(bytes)) ?? null;
}

export function generatedName(kind: FileKind): string {
  return `${randomBytes(16).toString('hex')}.${FILE_TYPES[kind].extension}`;
}

/** Files in a folder: DATA_DIR/files/<area>/<name>. */
export function folderStore(root: string): FileStore {
  const where = (area: string, name: string) => {
    // Names and areas are ours, but a path must never leave the root.
    if (!/^[a-z-]+$/.test(area) || !/^[a-f0-9]{32}\.[a-z]{3,4}$/.test(name)) throw new Error(`bad file path ${area}/${name}`);
    return path.join(root, area, name);
  };
  return {
    async put(area, name, bytes) {
      const file = where(area, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: 'wx' });
    },
    async get(area, name) {
      try {
        return await fs.readFile(where(area, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(area, name) {
      await fs.rm(where(area, name), { force: true });
    },
  };
}
