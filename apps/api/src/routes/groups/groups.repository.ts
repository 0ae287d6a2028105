import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import { classDaysLabel, type ActiveLevel, type GroupInformation } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { branches, courses, cycles, groups, levels } from './groups.schema.js';
import { avatarsOf, type AvatarRow } from '../profile/public.js';
import { weekdays } from '../../lib/flags.js';
import { groupColumns } from './group-access.js';

const teacher1 = aliasedTable(users, 't1');
const teacher2 = aliasedTable(users, 't2');
/** An avatar row as a teacher's avatar on the wire (no owner id). */
function teacherAvatar(row: AvatarRow | null) {
  if (!row) return null;
  const { user_id: _u, updated_at: _t, ...parts } = row;
  return parts;
}

/** Everything the group-detail screen shows (spec 2 §2), in the wire shape. */
export async function groupInformation(db: Db, groupId: number): Promise<GroupInformation | undefined> {
  const [row] = await db
    .select({
      ...groupColumns,
      id_teacher: groups.id_teacher,
      id_teacher_2: groups.id_teacher_2,
      clase_actual: groups.clase_actual,
      plantel: branches.plantel,
      num_ejercicios: groups.num_ejercicios,
      num_examenes: groups.num_examenes,
      valor_examenes: groups.valor_examenes,
      valor_ejercicios: groups.valor_ejercicios,
      valor_asistencias: groups.valor_asistencias,
      teacher1: teacher1.nombre_completo,
      teacher2: teacher2.nombre_completo,
    })
    .from(groups)
    .innerJoin(levels, eq(levels.id, groups.id_nivel))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .innerJoin(branches, eq(branches.id, groups.id_plantel))
    .leftJoin(teacher1, eq(teacher1.id, groups.id_teacher))
    .leftJoin(teacher2, eq(teacher2.id, groups.id_teacher_2))
    .where(eq(groups.id, groupId))
    .limit(1);
  if (!row) return undefined;
  // Teachers' avatars in a second, small query: more joins cost PGlite's planner more.
  const teacherIds = [row.id_teacher, row.id_teacher_2].filter((id): id is number => id !== null);
  const teacherAvatars = await avatarsOf(db, teacherIds);
  const avatarOfTeacher = (id: number | null) => teacherAvatar(teacherAvatars.find((a) => a.user_id === id) ?? null);
  const { curso, teacher1: t1, teacher2: t2, num_ejercicios, num_examenes, valor_examenes, valor_ejercicios, valor_asistencias, ...rest } = row;
  const days = weekdays(row);
  return {
    ...rest,
    ...days,
    info_curso: {
      dias_clase: classDaysLabel({ ...days, hora_inicio: row.hora_inicio, hora_fin: row.hora_fin }),
      num_ejercicios,
      num_examenes,
    },
    escuela: { curso },
    ponderacion: {
      valor_examenes,
      valor_ejercicios,
      valor_asistencias,
      valor_total: valor_examenes + valor_ejercicios + valor_asistencias,
    },
    teachers: {
      teacher1: t1,
      teacher2: t2,
      avatar_t1: avatarOfTeacher(row.id_teacher),
      avatar_t2: avatarOfTeacher(row.id_teacher_2),
    },
  };
}

/** The school's active levels with their course, by course then level order. */
export async function activeLevels(db: Db, escuela: number): Promise<ActiveLevel[]> {
  return db
    .select({
      id_nivel: levels.id,
      nivel: levels.nivel,
      numero: levels.numero,
      id_curso: courses.id,
      curso: courses.curso,
      tipo_curso: courses.tipo_curso,
    })
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.id_curso))
    .where(and(eq(courses.escuela, escuela), eq(levels.activo, 1)))
    .orderBy(asc(courses.tipo_curso), asc(courses.id), asc(levels.numero), asc(levels.id));
}
