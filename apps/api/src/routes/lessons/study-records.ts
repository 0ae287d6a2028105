import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { buildLessonRows, type ResourceInput, type ResourceType, type ResultInput, type SessionInput } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { keptRead } from '../../db/kept.js';
import { preparedQuery } from '../../db/prepared.js';
import { attendance, studentAttendance } from '../attendance/public.js';
import { results, studentResults } from '../grades/public.js';
import { cycles, enrolmentStandingJson, groups, type EnrolmentStanding, type GroupAccessRow } from '../groups/public.js';
import { lessons, resources } from './lessons.schema.js';

// What a student's lessons list is drawn from (decision 015): the group's
// sessions, the level's resources, the student's results and attendance.
// The functions by level and set serve the lessons and grades areas;
// `studentLessonRecords` reads all of it at once for the exercises area's
// hot calls (decision 023, "Speed").

/** The group's sessions in order. */
export async function sessionsOf(db: Db, groupId: number): Promise<SessionInput[]> {
  return db
    .select({ id: lessons.id, leccion: lessons.leccion, fecha: lessons.fecha })
    .from(lessons)
    .where(eq(lessons.id_grupo, groupId))
    .orderBy(asc(lessons.leccion));
}

/** A level's resources of one set (0 ordinary, 1 certification) in display order. */
export async function levelResources(db: Db, levelId: number, conjunto: 0 | 1): Promise<Array<ResourceInput & { id: number }>> {
  const rows = await db
    .select({ id: resources.id, leccion: resources.leccion, tipo: resources.tipo, recurso: resources.recurso, ruta: resources.ruta, id_evaluacion: resources.id_evaluacion })
    .from(resources)
    .where(and(eq(resources.id_nivel, levelId), eq(resources.conjunto, conjunto)))
    .orderBy(asc(resources.leccion), asc(resources.tipo), asc(resources.orden), asc(resources.id));
  return rows.map((r) => ({ ...r, tipo: r.tipo as ResourceType }));
}

/**
 * The lessons list of a group for a student, as recursos.usuario answers it
 * (decision 015), with the level's resources it was drawn from. `localFiles`:
 * the school serves its files from here, so a file's ruta is its resource id
 * under `ubicacion` (recursos.archivo, decision 024).
 */
export async function studentLessonRows(
  db: Db,
  input: { studentId: number; groupId: number; levelId: number; set: 0 | 1; today: string; ubicacion: string; localFiles: boolean; closed: boolean },
) {
  const [sessions, resourceRows, results, attendance] = await Promise.all([
    sessionsOf(db, input.groupId),
    levelResources(db, input.levelId, input.set),
    studentResults(db, input.studentId, input.groupId),
    studentAttendance(db, input.studentId, sessionIdsOfGroup(db, input.groupId)),
  ]);
  const shown = input.localFiles ? resourceRows.map((r) => (r.ruta ? { ...r, ruta: String(r.id) } : r)) : resourceRows;
  const rows = buildLessonRows({ sessions, resources: shown, results, attendance, today: input.today, ubicacion: input.ubicacion, certification: input.set === 1, closed: input.closed });
  return { rows, resources: resourceRows };
}

/** The ids of a group's sessions, as a subquery for attendance's front door. */
export const sessionIdsOfGroup = (db: Db, groupId: number) => db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id_grupo, groupId));

/** A level's resources, both sets, each in display order. */
export interface ResourceSets {
  0: Array<ResourceInput & { id: number }>;
  1: Array<ResourceInput & { id: number }>;
}

/** A student's result in a group, with its answers when it is of the evaluation they were read for (else null). */
export interface StudentResult extends ResultInput {
  id: number;
  calificaciontotal: number | null;
  version: number;
  respuestas: unknown;
}

/** Everything a student's lessons list in a group is drawn from (the sets holding one evaluation), and their results there. */
export interface StudentLessonRecords {
  /** The group as `findGroup` reads it (undefined when deleted), for `assertStudentMayOpen`. */
  group?: GroupAccessRow;
  sessions: SessionInput[];
  attendance: Map<number, number>;
  resources: ResourceSets;
  results: StudentResult[];
  /** The student's enrolments, for the group check (`standingOf`). */
  enrolments: EnrolmentStanding[];
}

type SessionJson = SessionInput & { valor: number | null };

/** A column as table.column: drizzle leaves columns unqualified in a one-table select, and the subqueries below need them qualified. */
const q = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The same reads as `sessionsOf`, `studentAttendance`, `studentResults` and
 * the student's enrolments for the group check, as one prepared statement
 * answering one row of JSON arrays: one round trip, and on PGlite one row to
 * decode instead of dozens. The group's row anchors it (its level) and comes
 * with it, so the hot calls need no `findGroup` or `studentGroups` of their
 * own (decision 037); who may see the group is still `assertStudentMayOpen`'s
 * to say. The level's resources are not read here: `levelResourceSets` keeps them.
 */
const lessonRecordsRow = preparedQuery((db) =>
  db
    .select({
      group: { id: groups.id, escuela: groups.escuela, id_nivel: groups.id_nivel, id_teacher: groups.id_teacher, id_teacher_2: groups.id_teacher_2, fin: cycles.fecha_fin, deleted: groups.deleted },
      sessions: sql<SessionJson[]>`(
        select coalesce(json_agg(json_build_object('id', ${q(lessons.id)}, 'leccion', ${q(lessons.leccion)}, 'fecha', ${q(lessons.fecha)}, 'valor', ${q(attendance.valor_asistencia)}) order by ${q(lessons.leccion)}), '[]'::json)
        from ${lessons} left join ${attendance} on ${q(attendance.id_leccion)} = ${q(lessons.id)} and ${q(attendance.id_alumno)} = ${sql.placeholder('studentId')}
        where ${q(lessons.id_grupo)} = ${q(groups.id)})`,
      results: sql<StudentResult[]>`(
        select coalesce(json_agg(json_build_object('id', ${q(results.id)}, 'id_evaluacion', ${q(results.id_evaluacion)}, 'calificacion', ${q(results.calificacion)}, 'calificaciontotal', ${q(results.calificaciontotal)}, 'editable', ${q(results.editable)}, 'version', ${q(results.version)},
          'respuestas', case when ${q(results.id_evaluacion)} = ${sql.placeholder('answersOf')} then ${q(results.respuestas)} end)), '[]'::json)
        from ${results} where ${q(results.id_alumno)} = ${sql.placeholder('studentId')} and ${q(results.id_grupo)} = ${q(groups.id)})`,
      enrolments: enrolmentStandingJson(sql.placeholder('studentId')),
    })
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(eq(groups.id, sql.placeholder('groupId')))
    .prepare('study_lesson_records'),
);

// Each level's resources (both sets), kept in memory from their first read
// (`keptRead`): no call of the service writes `resources` (only the seed,
// which loads a school's content before the service starts), so what was
// read once stays true while the process runs (decision 037). A call that
// comes to write them must call `levelResourcesKept.forget` there.
const levelResourcesKept = keptRead(
  async (db, levelId: number): Promise<ResourceSets> => {
    const [ordinary, certification] = await Promise.all([levelResources(db, levelId, 0), levelResources(db, levelId, 1)]);
    return { 0: ordinary, 1: certification };
  },
  (sets) => sets[0].length + sets[1].length > 0,
);

/** The level's resources of both sets, each in display order, read once per level (shared: not to be changed). */
export const levelResourceSets = (db: Db, levelId: number): Promise<ResourceSets> => levelResourcesKept.get(db, levelId);

/**
 * A student's lesson records in a group (the level's resources, both sets) and
 * her results, with the answers of evaluation `answersOf`, and her enrolments'
 * standing for the group check; null when the group does not exist.
 */
export async function studentLessonRecords(db: Db, input: { studentId: number; groupId: number; answersOf: number }): Promise<StudentLessonRecords | null> {
  const [row] = await lessonRecordsRow(db).execute(input);
  if (!row) return null;
  const attendanceOf = new Map<number, number>();
  for (const s of row.sessions) if (s.valor !== null) attendanceOf.set(s.id, s.valor);
  const { deleted, ...group } = row.group;
  return {
    group: deleted === 0 ? group : undefined,
    sessions: row.sessions.map(({ id, leccion, fecha }) => ({ id, leccion, fecha })),
    attendance: attendanceOf,
    resources: await levelResourceSets(db, group.id_nivel),
    results: row.results,
    enrolments: row.enrolments,
  };
}
