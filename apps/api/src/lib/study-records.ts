import { and, asc, eq } from 'drizzle-orm';
import { buildLessonRows, type ResourceInput, type ResourceType, type ResultInput, type SessionInput } from '@lms/contract';
import type { Db } from '../db/index.js';
import { attendance, lessons, resources, results } from '../db/schema/index.js';

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
  input: { studentId: number; groupId: number; levelId: number; set: 0 | 1; today: string; ubicacion: string; localFiles: boolean },
) {
  const [sessions, resourceRows, results, attendance] = await Promise.all([
    sessionsOf(db, input.groupId),
    levelResources(db, input.levelId, input.set),
    studentResults(db, input.studentId, input.groupId),
    studentAttendance(db, input.studentId, input.groupId),
  ]);
  const shown = input.localFiles ? resourceRows.map((r) => (r.ruta ? { ...r, ruta: String(r.id) } : r)) : resourceRows;
  const rows = buildLessonRows({ sessions, resources: shown, results, attendance, today: input.today, ubicacion: input.ubicacion, certification: input.set === 1 });
  return { rows, resources: resourceRows };
}

/** The student's results in a group. */
export async function studentResults(db: Db, studentId: number, groupId: number): Promise<ResultInput[]> {
  return db
    .select({ id_evaluacion: results.id_evaluacion, calificacion: results.calificacion, editable: results.editable })
    .from(results)
    .where(and(eq(results.id_alumno, studentId), eq(results.id_grupo, groupId)));
}

/** The student's attendance in a group's sessions, by session id. */
export async function studentAttendance(db: Db, studentId: number, groupId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id_leccion: attendance.id_leccion, valor: attendance.valor_asistencia })
    .from(attendance)
    .innerJoin(lessons, eq(lessons.id, attendance.id_leccion))
    .where(and(eq(attendance.id_alumno, studentId), eq(lessons.id_grupo, groupId)));
  return new Map(rows.map((r) => [r.id_leccion, r.valor]));
}
