import { and, desc, eq } from 'drizzle-orm';
import type { ListRequest } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { paginate, searchCondition, totalRows } from '../../lib/paginate.js';
import { users } from '../../db/schema/users.js';
import { studyCertificates } from './certificates.schema.js';
import { cycles } from '../groups/public.js';

/** The student's group of the cycle under way with its branch, and the course of their last group (groups' front door). */
export { currentGroupOf, lastCourseNameOf } from '../groups/public.js';

export async function certificatesOf(db: Db, studentId: number) {
  return db
    .select({ fecha_alta: studyCertificates.fecha_alta, ciclo: cycles.ciclo, archivo: studyCertificates.archivo, id_ciclo: studyCertificates.id_ciclo })
    .from(studyCertificates)
    .innerJoin(cycles, eq(cycles.id, studyCertificates.id_ciclo))
    .where(eq(studyCertificates.id_alumno, studentId))
    .orderBy(desc(studyCertificates.fecha_alta));
}

/** One page of the student's certificates, searched by cycle. */
export async function certificatesPage(db: Db, studentId: number, request: ListRequest<'fecha_alta' | 'ciclo'>) {
  const query = db
    .select({ fecha_alta: studyCertificates.fecha_alta, ciclo: cycles.ciclo, archivo: studyCertificates.archivo, total: totalRows })
    .from(studyCertificates)
    .innerJoin(cycles, eq(cycles.id, studyCertificates.id_ciclo))
    .where(and(eq(studyCertificates.id_alumno, studentId), searchCondition(request.search, [cycles.ciclo])))
    .$dynamic();
  return paginate(query, request, { sort: { fecha_alta: studyCertificates.fecha_alta, ciclo: cycles.ciclo }, tieBreaker: studyCertificates.id });
}

export async function insertCertificate(db: Db, row: typeof studyCertificates.$inferInsert) {
  await db.insert(studyCertificates).values(row);
}

export async function studentIdentity(db: Db, studentId: number) {
  const [row] = await db.select({ nombre: users.nombre_completo, usuario: users.usuario }).from(users).where(eq(users.id, studentId)).limit(1);
  return row;
}
