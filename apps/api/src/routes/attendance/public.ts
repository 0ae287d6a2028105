import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { attendance } from './attendance.schema.js';

// The attendance area's front door (decision 036). Sessions are lessons':
// a caller names them with a subquery of session ids from lessons' door.

// Still joined inside one statement: lessons' study records (the exercises'
// hot path, decision 023) and grades' group grades. The list to shrink.
export { attendance } from './attendance.schema.js';

/** The student's attendance in these sessions (a subquery of session ids), by session id. */
export async function studentAttendance(db: Db, studentId: number, sessionIds: SQLWrapper): Promise<Map<number, number>> {
  const rows = await db
    .select({ id_leccion: attendance.id_leccion, valor: attendance.valor_asistencia })
    .from(attendance)
    .where(and(eq(attendance.id_alumno, studentId), inArray(attendance.id_leccion, sessionIds)));
  return new Map(rows.map((r) => [r.id_leccion, r.valor]));
}

/** Every mark of these sessions (a subquery of session ids): session, student and value. */
export async function marksOfSessions(db: Db, sessionIds: SQLWrapper) {
  return db
    .select({ id_leccion: attendance.id_leccion, id_alumno: attendance.id_alumno, valor: attendance.valor_asistencia })
    .from(attendance)
    .where(inArray(attendance.id_leccion, sessionIds));
}
