import { and, eq } from 'drizzle-orm';
import { MSG } from '@lms/contract';
import type { Db } from '../db/index.js';
import { storedFiles } from '../db/schema/files.js';
import { users } from '../db/schema/users.js';
import type { FileAnswer } from '../plugins/calls.js';
import type { FileStore } from '../plugins/files.js';
import type { SessionContext } from '../plugins/session.js';
import { forbidden, notFound } from './http-error.js';

/**
 * A stored file for its owner, or for back-office staff (EDITOR,
 * ADMINISTRADOR) of the owner's school; the call's roles say who else is out.
 */
export async function authorizedFile(db: Db, files: FileStore, session: SessionContext, area: string, nombre: string, downloadName: string): Promise<FileAnswer> {
  const [file] = await db
    .select({ owner_id: storedFiles.owner_id, content_type: storedFiles.content_type, escuela: users.escuela })
    .from(storedFiles)
    .innerJoin(users, eq(users.id, storedFiles.owner_id))
    .where(and(eq(storedFiles.area, area), eq(storedFiles.nombre, nombre)))
    .limit(1);
  if (!file || file.escuela !== session.escuela) throw notFound(MSG.fileNotFound);
  const staff = session.roll === 'EDITOR' || session.roll === 'ADMINISTRADOR';
  if (!staff && file.owner_id !== session.userId) throw forbidden(MSG.forbidden);
  const bytes = await files.get(area, nombre);
  if (!bytes) throw notFound(MSG.fileNotFound);
  return { bytes, contentType: file.content_type, filename: downloadName };
}
