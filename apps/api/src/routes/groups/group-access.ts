import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { computeGroupEligibility, MSG, SIN_CALIFICACION, supersededGroupIds, type GroupSummary } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { preparedQuery } from '../../db/prepared.js';
import { branches, courses, cycles, enrolments, groups, levels } from './groups.schema.js';
import type { SessionContext } from '../../plugins/session.js';
import { weekdays } from '../../lib/flags.js';
import { forbidden, notFound } from '../../lib/http-error.js';

// Who may open a group, read by every area that serves a group's data
// (groups, lessons, grades, access at login).

export const groupColumns = {
  id: groups.id,
  grupo_corto: groups.grupo_corto,
  grupo: groups.grupo,
  id_nivel: groups.id_nivel,
  nivel: levels.nivel,
  id_curso: groups.id_curso,
  curso: courses.curso,
  id_ciclo: groups.id_ciclo,
  ciclo: cycles.ciclo,
  tipo: groups.tipo,
  hora_inicio: groups.hora_inicio,
  hora_fin: groups.hora_fin,
  zoom: groups.zoom,
  lunes: groups.lunes,
  martes: groups.martes,
  miercoles: groups.miercoles,
  jueves: groups.jueves,
  viernes: groups.viernes,
  sabado: groups.sabado,
  domingo: groups.domingo,
  inicio_ciclo: cycles.fecha_inicio,
  fin_ciclo: cycles.fecha_fin,
};

/** A student's enrolled groups with their grades. */
const studentGroupFields = {
  ...groupColumns,
  primera: enrolments.primera,
  sinCalificacion: enrolments.primera_sin_calificacion,
  segunda: enrolments.segunda,
  calificacion_final_primera_oportunidad: enrolments.calificacion_final_primera_oportunidad,
  calificacion_final_segunda_oportunidad: enrolments.calificacion_final_segunda_oportunidad,
  // Whom the group's warnings send the student to (decision 033).
  plantel: sql<string>`coalesce(${branches.plantel}, '')`,
  telefono_plantel: branches.telefono,
};
/** Within a level, older cycles first (a level taken again lists its groups in the order they were taken). */
const studentGroupsQuery = (db: Db) =>
  db
    .select(studentGroupFields)
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.id_grupo))
    .innerJoin(levels, eq(levels.id, groups.id_nivel))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .leftJoin(branches, eq(branches.id, groups.id_plantel))
    .where(and(eq(enrolments.id_alumno, sql.placeholder('studentId')), eq(groups.deleted, 0)))
    .orderBy(groups.id_nivel, cycles.fecha_inicio, groups.id);
const studentGroupRows = preparedQuery((db) => studentGroupsQuery(db).prepare('student_groups'));

/** A student's groups with habil/reprobado/extraordinario (spec 1 §4), sorted by level. */
export async function studentGroups(db: Db, studentId: number): Promise<GroupSummary[]> {
  const rows = await studentGroupRows(db).execute({ studentId });
  return standingOf(rows.map((r) => ({ ...r, ...weekdays(r) })));
}

/** What a student's standing in her groups is drawn from: one row per enrolment in a group not deleted, as `studentGroups` reads them. */
export interface EnrolmentStanding {
  id: number;
  id_nivel: number;
  inicio_ciclo: string;
  primera: number | null;
  sinCalificacion: boolean;
  segunda: number | null;
}

/**
 * The student's groups with habil/reprobado/extraordinario and anterior
 * (decisions 002 and 030), from all her enrolments (in `studentGroups`'
 * order): one group's standing depends on the others (the chain of levels,
 * a level taken again), so the rule always reads them all.
 */
export function standingOf<T extends EnrolmentStanding>(rows: readonly T[]) {
  const superseded = supersededGroupIds(rows);
  const wire = rows.map(({ sinCalificacion, ...r }) => ({ ...r, primera: sinCalificacion ? SIN_CALIFICACION : r.primera, anterior: superseded.has(r.id) }));
  return computeGroupEligibility(wire);
}

const standingColumn = (alias: string, column: AnyPgColumn) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;

/**
 * `EnrolmentStanding`'s rows of student `studentId` (a parameter or column of
 * the caller's statement) as one JSON column, in `studentGroups`' order: the
 * hot calls read the group check's rows inside their own statement (decision 037).
 */
export const enrolmentStandingJson = (studentId: SQLWrapper) => {
  const [e, g, c] = ['standing_enrolment', 'standing_group', 'standing_cycle'];
  return sql<EnrolmentStanding[]>`(
    select coalesce(json_agg(json_build_object('id', ${standingColumn(g, groups.id)}, 'id_nivel', ${standingColumn(g, groups.id_nivel)}, 'inicio_ciclo', ${standingColumn(c, cycles.fecha_inicio)},
      'primera', ${standingColumn(e, enrolments.primera)}, 'sinCalificacion', ${standingColumn(e, enrolments.primera_sin_calificacion)}, 'segunda', ${standingColumn(e, enrolments.segunda)})
      order by ${standingColumn(g, groups.id_nivel)}, ${standingColumn(c, cycles.fecha_inicio)}, ${standingColumn(g, groups.id)}), '[]'::json)
    from ${enrolments} ${sql.identifier(e)}
      join ${groups} ${sql.identifier(g)} on ${standingColumn(g, groups.id)} = ${standingColumn(e, enrolments.id_grupo)}
      join ${cycles} ${sql.identifier(c)} on ${standingColumn(c, cycles.id)} = ${standingColumn(g, groups.id_ciclo)}
    where ${standingColumn(e, enrolments.id_alumno)} = ${studentId} and ${standingColumn(g, groups.deleted)} = 0)`;
};

/** A group's standing for the student, as `assertStudentMayOpen` reads it. */
export type GroupStanding = Pick<GroupSummary, 'id' | 'habil' | 'reprobado' | 'extraordinario' | 'anterior'>;

export interface GroupAccessRow {
  id: number;
  escuela: number;
  id_nivel: number;
  id_teacher: number | null;
  id_teacher_2: number | null;
  /** The last day of the group's cycle (YYYY-MM-DD): after it, nothing a student sends changes its results. */
  fin: string;
}

// Run by every call that serves a group's data: a prepared statement (decision 021), so drizzle does not build its SQL on each call.
const groupAccessRow = preparedQuery((db) =>
  db
    .select({ id: groups.id, escuela: groups.escuela, id_nivel: groups.id_nivel, id_teacher: groups.id_teacher, id_teacher_2: groups.id_teacher_2, fin: cycles.fecha_fin })
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(and(eq(groups.id, sql.placeholder('groupId')), eq(groups.deleted, 0)))
    .limit(1)
    .prepare('group_access'),
);

export async function findGroup(db: Db, groupId: number): Promise<GroupAccessRow | undefined> {
  const [row] = await groupAccessRow(db).execute({ groupId });
  return row;
}

/**
 * assertCanSeeGroup's rule for a student, from rows already read: the group
 * (`findGroup`'s row, undefined when it does not exist) and the student's
 * groups (`studentGroups`, or `standingOf` their enrolments). The hot calls read both beside their own data
 * (decision 037) and decide here, with the same messages.
 */
export function assertStudentMayOpen(session: SessionContext, group: GroupAccessRow | undefined, studentGroupList: readonly GroupStanding[]): GroupAccessRow {
  if (!group || group.escuela !== session.escuela) throw notFound(MSG.groupNotFound);
  const own = session.roll === 'ALUMNO' ? studentGroupList.find((g) => g.id === group.id) : undefined;
  if (!own) throw forbidden(MSG.forbidden);
  if (own.reprobado) throw forbidden(MSG.groupFailed);
  if (own.extraordinario) throw forbidden(MSG.groupExtraordinario);
  // An older group of a level taken again opens nothing: what is open is decided in the newest one (decision 030).
  if (own.anterior) throw forbidden(MSG.groupSuperseded);
  if (!own.habil) throw forbidden(MSG.groupBlocked);
  return group;
}

/** Whether the group's cycle is over on the school's `today` (YYYY-MM-DD): its results no longer change (decision 030). */
export const cycleOver = (group: Pick<GroupAccessRow, 'fin'>, today: string) => group.fin < today;

const teacherOfGroup = preparedQuery((db) =>
  db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, sql.placeholder('groupId')), or(eq(groups.id_teacher, sql.placeholder('teacherId')), eq(groups.id_teacher_2, sql.placeholder('teacherId')))))
    .limit(1)
    .prepare('group_teacher'),
);

export async function teachesGroup(db: Db, teacherId: number, groupId: number): Promise<boolean> {
  const [row] = await teacherOfGroup(db).execute({ groupId, teacherId });
  return row !== undefined;
}

/** Whether a student failed a level (a reprobado group): such a student needs relocation. */
export async function hasFailedLevel(db: Db, studentId: number): Promise<boolean> {
  const list = await studentGroups(db, studentId);
  return list.some((g) => g.reprobado);
}

/**
 * Who may see a group: a student enrolled in it whose group can be opened
 * (enabled, neither failed nor in extraordinario, nor an older group of a
 * level the student has a newer group of: the same rule as the group list's
 * taps, with the same messages), a teacher who teaches it, an
 * administrator of the same school. A group of the other school does not
 * exist for the caller. Returns the group's row for the caller to go on with.
 */
export async function assertCanSeeGroup(db: Db, session: SessionContext, groupId: number): Promise<GroupAccessRow> {
  const group = await findGroup(db, groupId);
  if (!group || group.escuela !== session.escuela) throw notFound(MSG.groupNotFound);
  switch (session.roll) {
    case 'ALUMNO':
      return assertStudentMayOpen(session, group, await studentGroups(db, session.userId));
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
