import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { attendance } from '../attendance/public.js';
import { studentComments } from './comments.schema.js';
import { results } from '../grades/public.js';
import { cycles, enrolments, groups } from '../groups/public.js';
import { lessons, resources } from '../lessons/public.js';
import { personalData } from '../profile/public.js';

export type CommentRow = typeof studentComments.$inferSelect;

/** Every cycle of both schools (the list relates each to the other brand's). */
export async function allCycles(db: Db) {
  return db.select({ id: cycles.id, escuela: cycles.escuela, ciclo: cycles.ciclo, fecha_inicio: cycles.fecha_inicio, fecha_fin: cycles.fecha_fin }).from(cycles);
}


const groupFields = {
  id: groups.id,
  escuela: groups.escuela,
  grupo: groups.grupo,
  id_nivel: groups.id_nivel,
  id_plantel: groups.id_plantel,
  id_ciclo: groups.id_ciclo,
  id_teacher: groups.id_teacher,
  id_teacher_2: groups.id_teacher_2,
  valor_asistencias: groups.valor_asistencias,
  valor_ejercicios: groups.valor_ejercicios,
  valor_examenes: groups.valor_examenes,
  num_ejercicios: groups.num_ejercicios,
  num_examenes: groups.num_examenes,
  fecha_fin: cycles.fecha_fin,
};
export type CommentGroup = NonNullable<Awaited<ReturnType<typeof commentGroup>>>;

/** A group (not deleted) with what the comments read: school, branch, teachers, weights and its cycle's end. */
export async function commentGroup(db: Db, groupId: number) {
  const [row] = await db
    .select(groupFields)
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(and(eq(groups.id, groupId), eq(groups.deleted, 0)))
    .limit(1);
  return row;
}

/** Who sees which groups: an administrator the school; a teacher their groups and those of the branches they coordinate. */
export interface GroupScope {
  escuela: number;
  /** null: every group of the school. */
  teacher: { id: number; branches: readonly number[] } | null;
}

export function scopeCondition(scope: GroupScope): SQL | undefined {
  if (scope.teacher === null) return undefined;
  const { id, branches: coordinated } = scope.teacher;
  return or(eq(groups.id_teacher, id), eq(groups.id_teacher_2, id), coordinated.length > 0 ? inArray(groups.id_plantel, [...coordinated]) : undefined);
}

/** The groups of a cycle in the scope, by long name. */
export async function cycleGroups(db: Db, cycleId: number, scope: GroupScope) {
  return db
    .select(groupFields)
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(and(eq(groups.id_ciclo, cycleId), eq(groups.escuela, scope.escuela), eq(groups.deleted, 0), scopeCondition(scope)))
    .orderBy(asc(groups.grupo), asc(groups.id));
}

/**
 * Everything the rows of these groups are computed from, in one read per
 * table: the enrolled students (with their grades and phones), the sessions
 * and attendance, the levels' ordinary graded resources, the results and the
 * comments with their authors.
 */
export async function groupRecords(db: Db, groupIds: readonly number[], levelIds: readonly number[]) {
  const ids = [...groupIds];
  if (ids.length === 0) return { students: [], sessions: [], marks: [], evaluations: [], grades: [], comments: [] };
  const [students, sessions, marks, evaluations, grades, comments] = await Promise.all([
    db
      .select({
        id_grupo: enrolments.id_grupo,
        id_alumno: users.id,
        matricula: users.usuario,
        nombre: users.nombre_completo,
        primera: enrolments.primera,
        sinCalificacion: enrolments.primera_sin_calificacion,
        segunda: enrolments.segunda,
        extra: enrolments.calificacion_final_segunda_oportunidad,
        telefono: personalData.telefono,
        celular: personalData.celular,
      })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.id_alumno))
      .leftJoin(personalData, eq(personalData.user_id, users.id))
      .where(inArray(enrolments.id_grupo, ids))
      .orderBy(asc(users.nombre_completo), asc(users.id)),
    db.select({ id: lessons.id, id_grupo: lessons.id_grupo, leccion: lessons.leccion, fecha: lessons.fecha }).from(lessons).where(inArray(lessons.id_grupo, ids)),
    db
      .select({ id_grupo: lessons.id_grupo, id_leccion: attendance.id_leccion, id_alumno: attendance.id_alumno, valor: attendance.valor_asistencia })
      .from(attendance)
      .innerJoin(lessons, eq(lessons.id, attendance.id_leccion))
      .where(inArray(lessons.id_grupo, ids)),
    db
      .select({ id_nivel: resources.id_nivel, leccion: resources.leccion, tipo: resources.tipo, id_evaluacion: resources.id_evaluacion })
      .from(resources)
      .where(and(inArray(resources.id_nivel, [...levelIds]), eq(resources.conjunto, 0))),
    db.select({ id_grupo: results.id_grupo, id_alumno: results.id_alumno, id_evaluacion: results.id_evaluacion, calificacion: results.calificacion }).from(results).where(inArray(results.id_grupo, ids)),
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
  return { students, sessions, marks, evaluations, grades, comments };
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
