import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { storedPath, type FileStore, type LocalFile } from './file-store.js';

export type { FileStore, LocalFile };

/** The S3-compatible store when S3_BUCKET is set, else the folder DATA_DIR/files. */
export async function openFileStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStore> {
  if (!config.s3) return folderStore(path.join(config.dataDir, 'files'));
  // Loaded only when used: the AWS client is large and folder deployments never need it.
  const { s3Store } = await import('./s3-store.js');
  return s3Store(config.s3);
}

/** Files in a folder: DATA_DIR/files/<area>/<name>. */
export function folderStore(root: string): FileStore {
  const where = (area: string, name: string) => path.join(root, storedPath(area, name));
  return {
    async put(area, name, body) {
      const file = where(area, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      if (Buffer.isBuffer(body)) return fs.writeFile(file, body, { flag: 'wx' });
      // A second name for the spooled bytes when both folders share a disk (no copy at all), else a copy; both refuse to replace.
      try {
        await fs.link(body.path, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw err;
        await fs.copyFile(body.path, file, constants.COPYFILE_EXCL);
      }
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
