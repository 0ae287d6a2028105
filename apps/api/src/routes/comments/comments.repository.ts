import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { marksOfSessions } from '../attendance/public.js';
import { groupsResults } from '../grades/public.js';
import { enrolmentsOfGroups } from '../groups/public.js';
import { groupsSessions, levelsGradedResources, sessionIdsOfGroups } from '../lessons/public.js';
import { phonesOfPeople } from '../profile/public.js';
import { studentComments } from './comments.schema.js';

export type CommentRow = typeof studentComments.$inferSelect;

// The groups comments read, and in whose scope (groups' front door).
export { allCycles, cycleGradedGroups as cycleGroups, gradedGroup as commentGroup } from '../groups/public.js';
export type { GradedGroup as CommentGroup, GroupScope } from '../groups/public.js';

/**
 * Everything the rows of these groups are computed from, in one read per
 * table: the enrolled students (with their grades and phones), the sessions
 * and attendance, the levels' ordinary graded resources, the results and the
 * comments with their authors.
 */
export async function groupRecords(db: Db, groupIds: readonly number[], levelIds: readonly number[]) {
  const ids = [...groupIds];
  if (ids.length === 0) return { students: [], sessions: [], marks: [], evaluations: [], grades: [], comments: [] };
  const enrolled = enrolmentsOfGroups(db, ids);
  const phones = phonesOfPeople(db);
  const [students, sessions, marks, evaluations, grades, comments] = await Promise.all([
    db
      .select({
        id_grupo: enrolled.id_grupo,
        id_alumno: users.id,
        matricula: users.usuario,
        nombre: users.nombre_completo,
        primera: enrolled.primera,
        sinCalificacion: enrolled.sinCalificacion,
        segunda: enrolled.segunda,
        extra: enrolled.extra,
        telefono: phones.telefono,
        celular: phones.celular,
      })
      .from(enrolled)
      .innerJoin(users, eq(users.id, enrolled.id_alumno))
      .leftJoin(phones, eq(phones.user_id, users.id))
      .orderBy(asc(users.nombre_completo), asc(users.id)),
    groupsSessions(db, ids),
    marksOfSessions(db, sessionIdsOfGroups(db, ids)),
    levelsGradedResources(db, levelIds),
    groupsResults(db, ids),
    db
      .select({
        id: studentComments.id,
        id_grupo: studentComments.id_grupo,
        id_alumno: studentComments.id_alumno,
        id_usuario: studentComments.id_usuario,
        autor: users.nombre_completo,
        mensaje: studentComments.mensaje,
        id_estado: studentComments.id_estado,
        aprueba: studentComments.aprueba,
        fecha: studentComments.fecha,
      })
      .from(studentComments)
      .innerJoin(users, eq(users.id, studentComments.id_usuario))
      .where(inArray(studentComments.id_grupo, ids))
      .orderBy(asc(studentComments.fecha), asc(studentComments.id)),
  ]);
  // A mark's group is its session's.
  const groupOfSession = new Map(sessions.map((x) => [x.id, x.id_grupo]));
  return { students, sessions, marks: marks.map((m) => ({ ...m, id_grupo: groupOfSession.get(m.id_leccion)! })), evaluations, grades, comments };
}
export type GroupRecords = Awaited<ReturnType<typeof groupRecords>>;

/** The student's enrolment locked while two comments on one student are decided one after the other, and the level closed at a grade (groups' front door). */
export { closeLevelAt, lockEnrolment } from '../groups/public.js';

/** The student's comment under review or accepted in the group, if any. */
export async function liveComment(db: Db, groupId: number, studentId: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(studentComments)
    .where(and(eq(studentComments.id_grupo, groupId), eq(studentComments.id_alumno, studentId), inArray(studentComments.id_estado, [0, 1])))
    .limit(1);
  return row;
}

export async function insertComment(tx: Db, row: typeof studentComments.$inferInsert): Promise<CommentRow> {
  const [created] = await tx.insert(studentComments).values(row).returning();
  return created!;
}

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(studentComments).where(eq(studentComments.id, id)).limit(1);
  return row;
}

/** The comment's row, locked until the transaction ends: two reviews at once are decided one after the other. */
export async function lockComment(tx: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await tx.select().from(studentComments).where(eq(studentComments.id, id)).for('update');
  return row;
}

export async function setCommentStatus(tx: Db, id: number, estado: number): Promise<void> {
  await tx.update(studentComments).set({ id_estado: estado }).where(eq(studentComments.id, id));
}
