import { addDays } from '@lms/contract';
import { and, desc, eq, lt } from 'drizzle-orm';
import { cycles, enrolments, groups } from '../routes/groups/groups.schema.js';
import { lessons } from '../routes/lessons/lessons.schema.js';
import type { TestApp } from './test-app.js';

/**
 * Enrols the student in a new group of `groupId`'s level, of the latest
 * cycle that ended before that group's began, with every lesson in it and a
 * passing grade (so the current group stays open): a level taken again.
 */
export async function enrolInOlderGroup(t: TestApp, studentId: number, groupId: number): Promise<number> {
  const { db } = t.database;
  const [current] = await db.select().from(groups).where(eq(groups.id, groupId));
  const [cycle] = await db.select({ inicio: cycles.fecha_inicio }).from(cycles).where(eq(cycles.id, current!.id_ciclo));
  const [before] = await db
    .select({ id: cycles.id, inicio: cycles.fecha_inicio })
    .from(cycles)
    .where(and(eq(cycles.escuela, current!.escuela), lt(cycles.fecha_fin, cycle!.inicio)))
    .orderBy(desc(cycles.fecha_fin))
    .limit(1);
  const { id: _id, ...copy } = current!;
  const [older] = await db
    .insert(groups)
    .values({ ...copy, id_ciclo: before!.id, grupo_corto: `${copy.grupo_corto}-ANT`, grupo: `${copy.grupo} (ciclo anterior)` })
    .returning({ id: groups.id });
  const sessions = await db.select({ leccion: lessons.leccion }).from(lessons).where(eq(lessons.id_grupo, groupId));
  await db.insert(lessons).values(sessions.map(({ leccion }) => ({ id_grupo: older!.id, leccion, fecha: addDays(before!.inicio, 2 * (leccion - 1)) })));
  await db.insert(enrolments).values({ id_grupo: older!.id, id_alumno: studentId, primera: 85 });
  return older!.id;
}
