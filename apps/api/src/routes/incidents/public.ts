import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { incidents } from './incidents.schema.js';

// The incidents area's front door (decision 036).

/** Each student's incidents in the group still open (0 Pendiente, 2 Rechazado), not deleted. */
export async function openIncidentsByStudent(db: Db, groupId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id_alumno: incidents.id_alumno, n: count() })
    .from(incidents)
    .where(and(eq(incidents.id_grupo, groupId), eq(incidents.deleted, 0), inArray(incidents.estatus, [0, 2])))
    .groupBy(incidents.id_alumno);
  return new Map(rows.map((r) => [r.id_alumno, r.n]));
}
