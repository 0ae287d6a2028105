import { and, asc, count, eq, gte, or } from 'drizzle-orm';
import { addDays, ATTENDANCE_GRACE_DAYS, type TeacherGroup } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { branches, courses, cycles, enrolments, groups, levels } from './groups.schema.js';
import { weekdays } from '../../lib/flags.js';
import { groupColumns } from './group-access.js';

/**
 * A teacher's groups (teacher 1 or 2) of the cycles still open, or closed for
 * less than the attendance grace week (docs/decisions/026), by start time.
 */
export async function teacherGroups(db: Db, escuela: number, teacherId: number, today: string, callerId: number): Promise<TeacherGroup[]> {
  const rows = await db
    .select({
      ...groupColumns,
      curso: courses.curso,
      plantel: branches.plantel,
      id_teacher: groups.id_teacher,
      id_teacher_2: groups.id_teacher_2,
      clase_actual: groups.clase_actual,
      num_alumnos: count(enrolments.id),
    })
    .from(groups)
    .innerJoin(levels, eq(levels.id, groups.id_nivel))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .innerJoin(branches, eq(branches.id, groups.id_plantel))
    .leftJoin(enrolments, eq(enrolments.id_grupo, groups.id))
    .where(
      and(
        eq(groups.escuela, escuela),
        eq(groups.deleted, 0),
        or(eq(groups.id_teacher, teacherId), eq(groups.id_teacher_2, teacherId)),
        gte(cycles.fecha_fin, addDays(today, -ATTENDANCE_GRACE_DAYS)),
      ),
    )
    .groupBy(groups.id, levels.id, courses.id, cycles.id, branches.id)
    .orderBy(asc(cycles.fecha_inicio), asc(groups.hora_inicio), asc(groups.id));
  return rows.map((r) => ({
    ...r,
    ...weekdays(r),
    mi_turno: r.id_teacher === callerId ? 1 : r.id_teacher_2 === callerId ? 2 : null,
  }));
}

/** Whether the user is a teacher of the school (an administrator may read any of theirs). */
export async function isTeacherOf(db: Db, escuela: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.escuela, escuela), eq(users.roll, 'TEACHER')));
  return row !== undefined;
}
