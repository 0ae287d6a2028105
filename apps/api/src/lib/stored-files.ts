import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { storedFiles } from '../db/schema/index.js';
import type { UploadedFile } from '../plugins/calls.js';
import { FILE_TYPES, generatedName, type FileStore } from '../plugins/files.js';

export async function recordFile(db: Db, row: typeof storedFiles.$inferInsert) {
  await db.insert(storedFiles).values(row);
}

/**
 * Keeps an upload under a generated name: its row and its bytes together, so
 * a failed write leaves no row behind. `claim` writes, in the same
 * transaction, the row that uses the file when the upload is not left for a
 * later form (a teacher's video). Returns the name.
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
  await db.transaction(async (tx) => {
    await recordFile(tx, { nombre, area, owner_id: ownerId, content_type: FILE_TYPES[file.kind].contentType, size: file.bytes.length, created_at: now });
    await claim?.(tx, nombre);
    await files.put(area, nombre, file.bytes);
  });
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
