import { and, eq, inArray } from 'drizzle-orm';
import type { ResultInput } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { results } from './grades.schema.js';

// The grades area's front door (decision 036): students' results.

// Still joined inside one statement: lessons' study records and exercises'
// result checks (the hot path, decision 023). The list to shrink.
export { results } from './grades.schema.js';

export type NewResult = typeof results.$inferInsert;

/** Stores a student's result; answers its id. A second result of the same evaluation in the group is a unique violation. */
export async function insertResult(db: Db, row: NewResult): Promise<number> {
  const [created] = await db.insert(results).values(row).returning({ id: results.id });
  return created!.id;
}

/** The student's results in a group. */
export async function studentResults(db: Db, studentId: number, groupId: number): Promise<ResultInput[]> {
  return db
    .select({ id_evaluacion: results.id_evaluacion, calificacion: results.calificacion, editable: results.editable })
    .from(results)
    .where(and(eq(results.id_alumno, studentId), eq(results.id_grupo, groupId)));
}

/** Every result of these groups: group, student, evaluation and grade. */
export async function groupsResults(db: Db, groupIds: readonly number[]) {
  return db
    .select({ id_grupo: results.id_grupo, id_alumno: results.id_alumno, id_evaluacion: results.id_evaluacion, calificacion: results.calificacion })
    .from(results)
    .where(inArray(results.id_grupo, [...groupIds]));
}
