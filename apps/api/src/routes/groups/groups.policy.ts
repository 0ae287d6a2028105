import { MSG } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { SessionContext } from '../../plugins/session.js';
import { findGroup, isEnrolled, teachesGroup } from './groups.repository.js';

/**
 * Who may see a group: a student enrolled in it, a teacher who teaches it,
 * an administrator of the same school. A group of the other school does
 * not exist for the caller.
 */
export async function assertCanSeeGroup(db: Db, session: SessionContext, groupId: number): Promise<void> {
  const group = await findGroup(db, groupId);
  if (!group || group.escuela !== session.escuela) throw notFound(MSG.groupNotFound);
  switch (session.roll) {
    case 'ALUMNO':
      if (await isEnrolled(db, session.userId, groupId)) return;
      break;
    case 'TEACHER':
      if (await teachesGroup(db, session.userId, groupId)) return;
      break;
    case 'ADMINISTRADOR':
      return;
    default:
      break;
  }
  throw forbidden(MSG.forbidden);
}
