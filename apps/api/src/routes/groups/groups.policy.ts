import { MSG } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { SessionContext } from '../../plugins/session.js';
import { findGroup, studentGroups, teachesGroup, type GroupAccessRow } from './groups.repository.js';

/**
 * Who may see a group: a student enrolled in it whose group can be opened
 * (enabled, neither failed nor in extraordinario: the same rule as the
 * group list's taps, with the same messages), a teacher who teaches it, an
 * administrator of the same school. A group of the other school does not
 * exist for the caller. Returns the group's row for the caller to go on with.
 */
export async function assertCanSeeGroup(db: Db, session: SessionContext, groupId: number): Promise<GroupAccessRow> {
  const group = await findGroup(db, groupId);
  if (!group || group.escuela !== session.escuela) throw notFound(MSG.groupNotFound);
  switch (session.roll) {
    case 'ALUMNO': {
      const own = (await studentGroups(db, session.userId)).find((g) => g.id === groupId);
      if (!own) break;
      if (own.reprobado) throw forbidden(MSG.groupFailed);
      if (own.extraordinario) throw forbidden(MSG.groupExtraordinario);
      if (!own.habil) throw forbidden(MSG.groupBlocked);
      return group;
    }
    case 'TEACHER':
      if (await teachesGroup(db, session.userId, groupId)) return group;
      break;
    case 'ADMINISTRADOR':
      return group;
    default:
      break;
  }
  throw forbidden(MSG.forbidden);
}
