import { and, asc, eq, inArray } from 'drizzle-orm';
import { RESOURCE_TYPE, type GradeEvaluation, type GradeWeights } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { cycles, groups, resources, results, studentComments, users } from '../../db/schema/index.js';

export interface GroupGradeSettings extends GradeWeights {
  id_nivel: number;
  /** Last day of the group's cycle, YYYY-MM-DD. */
  fecha_fin: string;
}

/** The group's weighting, planned counts, level and cycle end. */
export async function groupGradeSettings(db: Db, groupId: number): Promise<GroupGradeSettings | undefined> {
  const [row] = await db
    .select({
      id_nivel: groups.id_nivel,
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

/** The exercises, exams and recovery exams of a level's ordinary lessons. */
export async function gradedEvaluations(db: Db, levelId: number): Promise<GradeEvaluation[]> {
  const rows = await db
    .select({ leccion: resources.leccion, tipo: resources.tipo, id_evaluacion: resources.id_evaluacion })
    .from(resources)
    .where(
      and(
        eq(resources.id_nivel, levelId),
        eq(resources.conjunto, 0),
        inArray(resources.tipo, [RESOURCE_TYPE.exercise, RESOURCE_TYPE.exam, RESOURCE_TYPE.recoveryExam]),
      ),
    )
    .orderBy(asc(resources.leccion), asc(resources.orden), asc(resources.id));
  return rows.filter((r): r is GradeEvaluation => r.id_evaluacion !== null);
}

/** The student's grade per evaluation in the group. */
export async function resultGrades(db: Db, studentId: number, groupId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id_evaluacion: results.id_evaluacion, calificacion: results.calificacion })
    .from(results)
    .where(and(eq(results.id_alumno, studentId), eq(results.id_grupo, groupId)));
  return new Map(rows.map((r) => [r.id_evaluacion, r.calificacion]));
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
