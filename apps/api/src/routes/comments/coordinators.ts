import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { coordinators } from './comments.schema.js';
import { schoolBranches } from '../groups/public.js';

// The coordination of a branch (decision 028): who reviews failing-student
// comments (comments) and issues teachers' attendance codes (attendance).

/** The branches a user coordinates in their school, by name. */
export async function coordinatedBranches(db: Db, userId: number, escuela: number) {
  return schoolBranches(db, escuela, db.select({ id: coordinators.id_plantel }).from(coordinators).where(eq(coordinators.id_usuario, userId)));
}
