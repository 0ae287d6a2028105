import { and, desc, eq, lte } from 'drizzle-orm';
import type { ListRequest } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { paginate, searchCondition, totalRows } from '../../lib/paginate.js';
import { users } from '../../db/schema/users.js';
import { studyCertificates } from './certificates.schema.js';
import { branches, courses, cycles, enrolments, groups, levels } from '../groups/public.js';

/** The student's group of the cycle under way (the latest one that has started), with its branch. */
export async function currentGroupOf(db: Db, studentId: number, today: string) {
  const [row] = await db
    .select({
      id_ciclo: cycles.id,
      ciclo: cycles.ciclo,
      fecha_inicio: cycles.fecha_inicio,
      plantel: branches.plantel,
      direccion: branches.direccion,
      nivel: levels.nivel,
      curso: courses.curso,
    })
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.id_grupo))
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .innerJoin(branches, eq(branches.id, groups.id_plantel))
    .innerJoin(levels, eq(levels.id, groups.id_nivel))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .where(and(eq(enrolments.id_alumno, studentId), lte(cycles.fecha_inicio, today), eq(groups.deleted, 0)))
    .orderBy(desc(cycles.fecha_inicio), desc(groups.id_nivel))
    .limit(1);
  return row;
}

/** The course name of the student's last group by level (spec 1 §9's TEENS rule). */
export async function lastCourseNameOf(db: Db, studentId: number) {
  const [row] = await db
    .select({ curso: courses.curso })
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.id_grupo))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .where(eq(enrolments.id_alumno, studentId))
    .orderBy(desc(groups.id_nivel), desc(groups.id))
    .limit(1);
  return row?.curso ?? null;
}

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
