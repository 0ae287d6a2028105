import { aliasedTable, and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { branches, courses, cycles, enrolments, groups, levels } from './groups.schema.js';

// The groups area's front door (decision 036): what other areas read of
// groups, levels, courses, cycles, branches and enrolments, by name.

export { assertCanSeeGroup, assertStudentMayOpen, cycleOver, enrolmentStandingJson, findGroup, hasFailedLevel, standingOf, studentGroups } from './group-access.js';
export type { EnrolmentStanding, GroupAccessRow } from './group-access.js';
export { allCycles, currentGroupOf, cycleGradedGroups, enrolmentsOfGroups, gradedGroup, lastCourseNameOf } from './group-reads.js';
export type { GradedGroup, GroupScope } from './group-reads.js';

// Still joined inside one statement (the list to shrink into named reads):
// attendance's class list (courses, cycles, enrolments, groups), grades' group
// grades and kardex (cycles, enrolments, groups, levels), certificates' lists
// searched by cycle (cycles), lessons' study records (groups).
export { courses, cycles, enrolments, groups, levels } from './groups.schema.js';

/** A level's number (1, 2, …), or undefined when there is no such level. */
export async function levelNumber(db: Db, levelId: number): Promise<{ numero: number } | undefined> {
  const [row] = await db.select({ numero: levels.numero }).from(levels).where(eq(levels.id, levelId)).limit(1);
  return row;
}

/** A group's long name, deleted or not (what an export's title names). */
export async function groupName(db: Db, groupId: number): Promise<{ grupo: string } | undefined> {
  const [row] = await db.select({ grupo: groups.grupo }).from(groups).where(eq(groups.id, groupId)).limit(1);
  return row;
}

/** The short name of the group whose id is in `groupId`, as a column of the caller's statement (null without one). */
export const groupShortName = (groupId: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select ${groups.grupo_corto} from ${groups} where ${groups.id} = ${groupId})`;

const teacher1 = aliasedTable(users, 'teacher_1');
const teacher2 = aliasedTable(users, 'teacher_2');

/** The group's school, branch and teachers (1 and 2, when set) with their names; undefined for a deleted or missing group. */
export async function groupWithTeachers(db: Db, groupId: number) {
  const [row] = await db
    .select({
      escuela: groups.escuela,
      id_plantel: groups.id_plantel,
      id_teacher: groups.id_teacher,
      nombre_1: teacher1.nombre_completo,
      id_teacher_2: groups.id_teacher_2,
      nombre_2: teacher2.nombre_completo,
    })
    .from(groups)
    .leftJoin(teacher1, eq(teacher1.id, groups.id_teacher))
    .leftJoin(teacher2, eq(teacher2.id, groups.id_teacher_2))
    .where(and(eq(groups.id, groupId), eq(groups.deleted, 0)));
  if (!row) return undefined;
  const teachers: Array<{ id_usuario: number; nombre: string; turno: 1 | 2 }> = [];
  if (row.id_teacher !== null) teachers.push({ id_usuario: row.id_teacher, nombre: row.nombre_1 ?? '', turno: 1 });
  if (row.id_teacher_2 !== null) teachers.push({ id_usuario: row.id_teacher_2, nombre: row.nombre_2 ?? '', turno: 2 });
  return { escuela: row.escuela, id_plantel: row.id_plantel, teachers };
}

/** The ids of a group's students, as a subquery the caller filters by (`inArray(users.id, …)`): one statement. */
export const studentIdsOfGroup = (db: Db, groupId: number) =>
  db.select({ id: enrolments.id_alumno }).from(enrolments).where(eq(enrolments.id_grupo, groupId));

/** The school's branches among `ids` (a list or a subquery of branch ids), by name. */
export async function schoolBranches(db: Db, escuela: number, ids: SQLWrapper | number[]) {
  return db
    .select({ id: branches.id, plantel: branches.plantel })
    .from(branches)
    .where(and(inArray(branches.id, ids), eq(branches.escuela, escuela)))
    .orderBy(asc(branches.plantel));
}

/** The name of the school's course of a course type, as a column of the caller's statement (the first by name when several). */
export const courseNameOfType = (escuela: AnyPgColumn, tipoCurso: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select min(${courses.curso}) from ${courses} where ${courses.escuela} = ${escuela} and ${courses.tipo_curso} = ${tipoCurso})`;

/** The course types of the student's groups (with the course's name). */
export async function courseTypesOfStudent(db: Db, studentId: number) {
  return db
    .selectDistinct({ tipo_curso: courses.tipo_curso, curso: courses.curso })
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.id_grupo))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .where(and(eq(enrolments.id_alumno, studentId), isNotNull(courses.tipo_curso)));
}

/**
 * A teacher's groups of the school in a cycle running on `today` (fecha_inicio
 * ≤ today ≤ fecha_fin), as a subquery the caller joins its own rows to.
 */
export const runningGroupsOfTeacher = (db: Db, escuela: number, teacherId: number, today: string) =>
  db
    .select({ id: groups.id, grupo_corto: groups.grupo_corto, id_ciclo: groups.id_ciclo, hora_inicio: groups.hora_inicio, fecha_inicio: cycles.fecha_inicio })
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(
      and(
        eq(groups.escuela, escuela),
        eq(groups.deleted, 0),
        or(eq(groups.id_teacher, teacherId), eq(groups.id_teacher_2, teacherId)),
        lte(cycles.fecha_inicio, today),
        gte(cycles.fecha_fin, today),
      ),
    )
    .as('running_group');

/** The course type (the rules' idcurso) and cycle of a group. */
export async function groupCourseType(db: Db, groupId: number) {
  const [row] = await db
    .select({ tipo_curso: courses.tipo_curso, id_ciclo: groups.id_ciclo })
    .from(groups)
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .where(eq(groups.id, groupId))
    .limit(1);
  return row;
}

/** Whether the student is enrolled in the group. */
export async function isEnrolled(db: Db, groupId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.id_grupo, groupId), eq(enrolments.id_alumno, studentId)))
    .limit(1);
  return row !== undefined;
}

/** The teachers (1 and 2) of the group whose id is in `groupId`, as columns of the caller's statement. */
export const groupTeacherIds = (groupId: AnyPgColumn) => ({
  id_teacher: sql<number | null>`(select ${groups.id_teacher} from ${groups} where ${groups.id} = ${groupId})`,
  id_teacher_2: sql<number | null>`(select ${groups.id_teacher_2} from ${groups} where ${groups.id} = ${groupId})`,
});

/**
 * Closes the student's second chance in the group at `grade` (segunda and its
 * final grade) while it is still empty; false when it was not (another send
 * closed it first, or no enrolment).
 */
export async function closeSecondChance(tx: Db, groupId: number, studentId: number, grade: number): Promise<boolean> {
  const moved = await tx
    .update(enrolments)
    .set({ segunda: grade, calificacion_final_segunda_oportunidad: grade })
    .where(and(eq(enrolments.id_alumno, studentId), eq(enrolments.id_grupo, groupId), isNull(enrolments.segunda)))
    .returning({ id: enrolments.id });
  return moved.length > 0;
}

/** The student's enrolment in the group, locked until the transaction ends: two decisions on one student are taken one after the other. */
export async function lockEnrolment(tx: Db, groupId: number, studentId: number) {
  const [row] = await tx
    .select({ id: enrolments.id, segunda: enrolments.segunda, extra: enrolments.calificacion_final_segunda_oportunidad })
    .from(enrolments)
    .where(and(eq(enrolments.id_grupo, groupId), eq(enrolments.id_alumno, studentId)))
    .for('update');
  return row;
}

/** Closes the level at `grade` (an accepted approving comment): the second chance and its final grade. */
export async function closeLevelAt(tx: Db, enrolmentId: number, grade: number): Promise<void> {
  await tx.update(enrolments).set({ segunda: grade, calificacion_final_segunda_oportunidad: grade }).where(eq(enrolments.id, enrolmentId));
}
