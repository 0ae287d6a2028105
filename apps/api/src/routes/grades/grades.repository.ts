import { and, asc, eq } from 'drizzle-orm';
import type { GradeWeights } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { cycles, groups, studentComments, users } from '../../db/schema/index.js';

interface GroupGradeSettings extends GradeWeights {
  /** Last day of the group's cycle, YYYY-MM-DD. */
  fecha_fin: string;
}

/** The group's weighting, planned counts and cycle end. */
export async function groupGradeSettings(db: Db, groupId: number): Promise<GroupGradeSettings | undefined> {
  const [row] = await db
    .select({
      valor_asistencias: groups.valor_asistencias,
      valor_ejercicios: groups.valor_ejercicios,
      valor_examenes: groups.valor_examenes,
      num_ejercicios: groups.num_ejercicios,
      num_examenes: groups.num_examenes,
      fecha_fin: cycles.fecha_fin,
    })
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(and(eq(groups.id, groupId), eq(groups.deleted, 0)))
    .limit(1);
  return row;
}

/** Accepted teacher comments on the student in the group, oldest first. */
export async function acceptedComments(db: Db, studentId: number, groupId: number): Promise<Array<{ maestro: string; mensaje: string }>> {
  return db
    .select({ maestro: users.nombre_completo, mensaje: studentComments.mensaje })
    .from(studentComments)
    .innerJoin(users, eq(users.id, studentComments.id_usuario))
    .where(and(eq(studentComments.id_alumno, studentId), eq(studentComments.id_grupo, groupId), eq(studentComments.id_estado, 1)))
    .orderBy(asc(studentComments.fecha), asc(studentComments.id));
}
