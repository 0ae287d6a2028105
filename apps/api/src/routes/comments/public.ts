import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { studentComments } from './comments.schema.js';

// The comments area's front door (decision 036).

// Still joined inside one statement by grades' group grades and kardex (accepted and approving comments): the list to shrink.
export { studentComments } from './comments.schema.js';
export { coordinatedBranches } from './coordinators.js';

/** Accepted teacher comments on the student in the group, oldest first. */
export async function acceptedCommentsOf(db: Db, studentId: number, groupId: number): Promise<Array<{ maestro: string; mensaje: string; aprueba: number }>> {
  return db
    .select({ maestro: users.nombre_completo, mensaje: studentComments.mensaje, aprueba: studentComments.aprueba })
    .from(studentComments)
    .innerJoin(users, eq(users.id, studentComments.id_usuario))
    .where(and(eq(studentComments.id_alumno, studentId), eq(studentComments.id_grupo, groupId), eq(studentComments.id_estado, 1)))
    .orderBy(asc(studentComments.fecha), asc(studentComments.id));
}
