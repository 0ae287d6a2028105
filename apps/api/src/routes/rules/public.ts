import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { rules } from './rules.schema.js';

// The rules area's front door (decision 036).

// Joined by the incidents' teacher list, which searches and sorts by the rule's text in one statement.
export { rules } from './rules.schema.js';

/** A rule's school, course type and text, or undefined. */
export async function findRule(db: Db, ruleId: number) {
  const [row] = await db.select({ id: rules.id, escuela: rules.escuela, idcurso: rules.idcurso, regla: rules.regla }).from(rules).where(eq(rules.id, ruleId)).limit(1);
  return row;
}
