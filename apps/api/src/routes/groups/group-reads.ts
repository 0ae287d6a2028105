import { and, asc, desc, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { branches, courses, cycles, enrolments, groups, levels } from './groups.schema.js';

// Set-based reads of groups for other areas (through public.ts): a cycle's
// groups in a caller's scope and their enrolments, each in one query.

/** Every cycle of both schools (comments relate each to the other brand's). */
export async function allCycles(db: Db) {
  return db.select({ id: cycles.id, escuela: cycles.escuela, ciclo: cycles.ciclo, fecha_inicio: cycles.fecha_inicio, fecha_fin: cycles.fecha_fin }).from(cycles);
}

const gradedGroupFields = {
  id: groups.id,
  escuela: groups.escuela,
  grupo: groups.grupo,
  id_nivel: groups.id_nivel,
  id_plantel: groups.id_plantel,
  id_ciclo: groups.id_ciclo,
  id_teacher: groups.id_teacher,
  id_teacher_2: groups.id_teacher_2,
  valor_asistencias: groups.valor_asistencias,
  valor_ejercicios: groups.valor_ejercicios,
  valor_examenes: groups.valor_examenes,
  num_ejercicios: groups.num_ejercicios,
  num_examenes: groups.num_examenes,
  fecha_fin: cycles.fecha_fin,
};
export type GradedGroup = NonNullable<Awaited<ReturnType<typeof gradedGroup>>>;

/** A group (not deleted) with its school, branch, teachers, grade weights and its cycle's end. */
export async function gradedGroup(db: Db, groupId: number) {
  const [row] = await db
    .select(gradedGroupFields)
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(and(eq(groups.id, groupId), eq(groups.deleted, 0)))
    .limit(1);
  return row;
}

/** Who sees which groups: an administrator the school; a teacher their groups and those of the branches they coordinate. */
export interface GroupScope {
  escuela: number;
  /** null: every group of the school. */
  teacher: { id: number; branches: readonly number[] } | null;
}

function scopeCondition(scope: GroupScope): SQL | undefined {
  if (scope.teacher === null) return undefined;
  const { id, branches: coordinated } = scope.teacher;
  return or(eq(groups.id_teacher, id), eq(groups.id_teacher_2, id), coordinated.length > 0 ? inArray(groups.id_plantel, [...coordinated]) : undefined);
}

/** The groups of a cycle in the scope, by long name, as `gradedGroup` answers each. */
export async function cycleGradedGroups(db: Db, cycleId: number, scope: GroupScope) {
  return db
    .select(gradedGroupFields)
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(and(eq(groups.id_ciclo, cycleId), eq(groups.escuela, scope.escuela), eq(groups.deleted, 0), scopeCondition(scope)))
    .orderBy(asc(groups.grupo), asc(groups.id));
}

/** The enrolments of these groups with their grades, as a subquery the caller joins its people to. */
export const enrolmentsOfGroups = (db: Db, groupIds: readonly number[]) =>
  db
    .select({
      id_grupo: enrolments.id_grupo,
      id_alumno: enrolments.id_alumno,
      primera: enrolments.primera,
      sinCalificacion: enrolments.primera_sin_calificacion,
      segunda: enrolments.segunda,
      extra: enrolments.calificacion_final_segunda_oportunidad,
    })
    .from(enrolments)
    .where(inArray(enrolments.id_grupo, [...groupIds]))
    .as('enrolled');

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
