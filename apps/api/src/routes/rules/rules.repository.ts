import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { courseNameOfType } from '../groups/public.js';
import { ruleSignatures, rules } from './rules.schema.js';

const ruleFields = {
  id: rules.id,
  regla: rules.regla,
  idcurso: rules.idcurso,
  // The name of the rule's course type (one per type and school in practice; the first by name otherwise).
  curso: courseNameOfType(rules.escuela, rules.idcurso),
};

export async function rulesOf(db: Db, escuela: number) {
  return db.select(ruleFields).from(rules).where(eq(rules.escuela, escuela)).orderBy(asc(rules.idcurso), asc(rules.orden), asc(rules.id));
}

/** Writes a rule's new text when the rule is the school's; answers it, or undefined when there is no such rule there. */
export async function updateRuleText(db: Db, escuela: number, id: number, regla: string) {
  const [updated] = await db
    .update(rules)
    .set({ regla })
    .where(and(eq(rules.id, id), eq(rules.escuela, escuela)))
    .returning({ id: rules.id });
  if (!updated) return undefined;
  const [row] = await db.select(ruleFields).from(rules).where(eq(rules.id, id)).limit(1);
  return row;
}

/** The course types of the student's groups (groups' front door). */
export { courseTypesOfStudent as courseTypesOf } from '../groups/public.js';

export async function signatureOf(db: Db, studentId: number) {
  const [row] = await db.select().from(ruleSignatures).where(eq(ruleSignatures.idusuario, studentId)).limit(1);
  return row;
}

export async function insertSignature(db: Db, row: typeof ruleSignatures.$inferInsert) {
  await db.insert(ruleSignatures).values(row);
}
