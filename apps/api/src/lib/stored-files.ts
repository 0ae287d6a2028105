import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { storedFiles } from '../db/schema/files.js';
import type { UploadedFile } from '../plugins/uploads.js';
import { FILE_TYPES, generatedName } from '../plugins/file-store.js';
import type { FileStore } from '../plugins/files.js';

export async function recordFile(db: Db, row: typeof storedFiles.$inferInsert) {
  await db.insert(storedFiles).values(row);
}

/**
 * Keeps an upload under a generated name: its bytes first (streamed from the
 * spool, outside any transaction, so a slow store holds no connection), then
 * its row and, in the same transaction, `claim`: the row that uses the file
 * when the upload is not left for a later form (a teacher's video). A row is
 * never written without its bytes; bytes whose row could not be written are
 * removed. Returns the name.
 */
export async function saveUpload(
  db: Db,
  files: FileStore,
  area: string,
  ownerId: number,
  file: UploadedFile,
  now: Date,
  claim?: (tx: Db, nombre: string) => Promise<void>,
): Promise<string> {
  const nombre = generatedName(file.kind);
  await files.put(area, nombre, file);
  try {
    await db.transaction(async (tx) => {
      await recordFile(tx, { nombre, area, owner_id: ownerId, content_type: FILE_TYPES[file.kind].contentType, size: file.size, created_at: now });
      await claim?.(tx, nombre);
    });
  } catch (err) {
    await files.remove(area, nombre);
    throw err;
  }
  return nombre;
}

/**
 * Whether a stored file of an area belongs to this user (uploads are claimed only by their owner).
 * Called inside the transaction that records the claim: the share lock keeps the
 * clean-up of unclaimed uploads (plugins/upload-cleanup.ts) off the row until it commits.
 */
export async function ownsFile(db: Db, area: string, nombre: string, ownerId: number): Promise<boolean> {
  const [row] = await db
    .select({ nombre: storedFiles.nombre })
    .from(storedFiles)
    .where(and(eq(storedFiles.area, area), eq(storedFiles.nombre, nombre), eq(storedFiles.owner_id, ownerId)))
    .limit(1)
    .for('share');
  return row !== undefined;
}
