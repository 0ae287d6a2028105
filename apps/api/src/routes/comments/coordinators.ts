import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { coordinators } from './comments.schema.js';
import { branches } from '../groups/public.js';

// The coordination of a branch (decision 028): who reviews failing-student
// comments (comments) and issues teachers' attendance codes (attendance).

/** The branches a user coordinates in their school, by name. */
export async function coordinatedBranches(db: Db, userId: number, escuela: number) {
  return db
    .select({ id: branches.id, plantel: branches.plantel })
    .from(coordinators)
    .innerJoin(branches, eq(branches.id, coordinators.id_plantel))
    .where(and(eq(coordinators.id_usuario, userId), eq(branches.escuela, escuela)))
    .orderBy(asc(branches.plantel));
}
