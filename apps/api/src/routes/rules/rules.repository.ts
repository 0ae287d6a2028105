import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { courses, enrolments, groups, ruleSignatures, rules } from '../../db/schema/index.js';

export async function rulesOf(db: Db, escuela: number) {
  return db
    .select({
      id: rules.id,
      regla: rules.regla,
      idcurso: rules.idcurso,
      // The name of the rule's course type (one per type and school in practice; the first by name otherwise).
      curso: sql<string | null>`(select min(${courses.curso}) from ${courses} where ${courses.escuela} = ${rules.escuela} and ${courses.tipo_curso} = ${rules.idcurso})`,
    })
    .from(rules)
    .where(eq(rules.escuela, escuela))
    .orderBy(asc(rules.idcurso), asc(rules.orden), asc(rules.id));
}

/** The course types of the student's groups (current first). */
export async function courseTypesOf(db: Db, studentId: number) {
  const rows = await db
    .selectDistinct({ tipo_curso: courses.tipo_curso, curso: courses.curso })
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.id_grupo))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .where(and(eq(enrolments.id_alumno, studentId), isNotNull(courses.tipo_curso)));
  return rows;
}

export async function signatureOf(db: Db, studentId: number) {
  const [row] = await db.select().from(ruleSignatures).where(eq(ruleSignatures.idusuario, studentId)).limit(1);
  return row;
}

export async function insertSignature(db: Db, row: typeof ruleSignatures.$inferInsert) {
  await db.insert(ruleSignatures).values(row);
}
