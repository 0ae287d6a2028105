import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { cycles, groups } from '../groups/public.js';
import { teacherVideos } from './recordings.schema.js';

/** A teacher's group of a cycle running today (fecha_inicio ≤ today ≤ fecha_fin). */
const runningGroupOf = (escuela: number, teacherId: number, today: string) =>
  and(
    eq(groups.escuela, escuela),
    eq(groups.deleted, 0),
    or(eq(groups.id_teacher, teacherId), eq(groups.id_teacher_2, teacherId)),
    lte(cycles.fecha_inicio, today),
    gte(cycles.fecha_fin, today),
  );

/**
 * The group a video is asked for: the teacher's first group (in Mis grupos'
 * order) of a running cycle they have not sent their video for; none when
 * every running cycle has it (docs/decisions/029).
 */
export async function askedVideoGroup(db: Db, escuela: number, teacherId: number, today: string) {
  const [row] = await db
    .select({ id_grupo: groups.id, grupo_corto: groups.grupo_corto })
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .leftJoin(teacherVideos, and(eq(teacherVideos.id_usuario, teacherId), eq(teacherVideos.id_ciclo, groups.id_ciclo)))
    .where(and(runningGroupOf(escuela, teacherId, today), isNull(teacherVideos.id)))
    .orderBy(asc(cycles.fecha_inicio), asc(groups.hora_inicio), asc(groups.id))
    .limit(1);
  return row ?? { id_grupo: null, grupo_corto: null };
}

/** The group's cycle when it is one of the teacher's groups of a running cycle, else null. */
export async function runningCycleOfGroup(db: Db, escuela: number, teacherId: number, groupId: number, today: string): Promise<number | null> {
  const [row] = await db
    .select({ id_ciclo: groups.id_ciclo })
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(and(eq(groups.id, groupId), runningGroupOf(escuela, teacherId, today)))
    .limit(1);
  return row?.id_ciclo ?? null;
}

export async function hasVideoFor(db: Db, teacherId: number, cycleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teacherVideos.id })
    .from(teacherVideos)
    .where(and(eq(teacherVideos.id_usuario, teacherId), eq(teacherVideos.id_ciclo, cycleId)))
    .limit(1);
  return row !== undefined;
}

export async function insertVideo(db: Db, row: typeof teacherVideos.$inferInsert) {
  await db.insert(teacherVideos).values(row);
}
