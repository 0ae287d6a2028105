import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { runningGroupsOfTeacher } from '../groups/public.js';
import { teacherVideos } from './recordings.schema.js';

/**
 * The group a video is asked for: the teacher's first group (in Mis grupos'
 * order) of a running cycle they have not sent their video for; none when
 * every running cycle has it (docs/decisions/029).
 */
export async function askedVideoGroup(db: Db, escuela: number, teacherId: number, today: string) {
  const running = runningGroupsOfTeacher(db, escuela, teacherId, today);
  const [row] = await db
    .select({ id_grupo: running.id, grupo_corto: running.grupo_corto })
    .from(running)
    .leftJoin(teacherVideos, and(eq(teacherVideos.id_usuario, teacherId), eq(teacherVideos.id_ciclo, running.id_ciclo)))
    .where(isNull(teacherVideos.id))
    .orderBy(asc(running.fecha_inicio), asc(running.hora_inicio), asc(running.id))
    .limit(1);
  return row ?? { id_grupo: null, grupo_corto: null };
}

/** The group's cycle when it is one of the teacher's groups of a running cycle, else null. */
export async function runningCycleOfGroup(db: Db, escuela: number, teacherId: number, groupId: number, today: string): Promise<number | null> {
  const running = runningGroupsOfTeacher(db, escuela, teacherId, today);
  const [row] = await db.select({ id_ciclo: running.id_ciclo }).from(running).where(eq(running.id, groupId)).limit(1);
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
