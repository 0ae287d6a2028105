import { and, asc, eq } from 'drizzle-orm';
import { SIN_CALIFICACION, type GradeWeights, type KardexComment, type KardexLevel } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { attendance } from '../attendance/public.js';
import { studentComments } from '../comments/public.js';
import { results } from './grades.schema.js';
import { cycles, enrolments, groups, levels } from '../groups/public.js';
import { lessons } from '../lessons/public.js';

export interface GroupGradeSettings extends GradeWeights {
  /** Last day of the group's cycle, YYYY-MM-DD. */
  fecha_fin: string;
}

/** The group's weighting, planned counts and cycle end. */
const gradeSettingsFields = {
  valor_asistencias: groups.valor_asistencias,
  valor_ejercicios: groups.valor_ejercicios,
  valor_examenes: groups.valor_examenes,
  num_ejercicios: groups.num_ejercicios,
  num_examenes: groups.num_examenes,
  fecha_fin: cycles.fecha_fin,
};
const gradeSettingsQuery = (db: Db, groupId: number) =>
  db
    .select(gradeSettingsFields)
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(and(eq(groups.id, groupId), eq(groups.deleted, 0)))
    .limit(1);

/** The group's weighting, planned counts and cycle end. */
export async function groupGradeSettings(db: Db, groupId: number): Promise<GroupGradeSettings | undefined> {
  const [row] = await gradeSettingsQuery(db, groupId);
  return row;
}

/** Accepted teacher comments on the student in the group, oldest first (comments' front door). */
export { acceptedCommentsOf as acceptedComments } from '../comments/public.js';

/** The first grade as the wire carries it: the ERP's 'SIN CALIFICACION' text, else the number or null. */
const firstGrade = (r: { primera: number | null; sinCalificacion: boolean }) => (r.sinCalificacion ? SIN_CALIFICACION : r.primera);

/** The kardex's rows: one per group the student is enrolled in, by level order (a level taken twice shows twice). */
export async function kardexLevels(db: Db, studentId: number): Promise<KardexLevel[]> {
  const rows = await db
    .select({ nivel: levels.nivel, primera: enrolments.primera, sinCalificacion: enrolments.primera_sin_calificacion, segunda: enrolments.segunda })
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.id_grupo))
    .innerJoin(levels, eq(levels.id, groups.id_nivel))
    .where(and(eq(enrolments.id_alumno, studentId), eq(groups.deleted, 0)))
    .orderBy(asc(groups.id_nivel), asc(groups.id));
  return rows.map((r) => ({ nivel: r.nivel, primera: firstGrade(r), segunda: r.segunda }));
}

/**
 * The accepted teacher comments on the student in any of their groups, with
 * the group's level and the student's final grade there (the second chance
 * when set, else the first), by level and then oldest first.
 */
export async function kardexComments(db: Db, studentId: number): Promise<KardexComment[]> {
  const rows = await db
    .select({
      nivel: levels.nivel,
      maestro: users.nombre_completo,
      primera: enrolments.primera,
      sinCalificacion: enrolments.primera_sin_calificacion,
      segunda: enrolments.segunda,
      mensaje: studentComments.mensaje,
    })
    .from(studentComments)
    .innerJoin(users, eq(users.id, studentComments.id_usuario))
    .innerJoin(groups, eq(groups.id, studentComments.id_grupo))
    .innerJoin(levels, eq(levels.id, groups.id_nivel))
    .leftJoin(enrolments, and(eq(enrolments.id_grupo, studentComments.id_grupo), eq(enrolments.id_alumno, studentComments.id_alumno)))
    .where(and(eq(studentComments.id_alumno, studentId), eq(studentComments.id_estado, 1), eq(groups.deleted, 0)))
    .orderBy(asc(groups.id_nivel), asc(studentComments.fecha), asc(studentComments.id));
  return rows.map((r) => ({
    nivel: r.nivel,
    maestro: r.maestro,
    calificacion: r.segunda ?? firstGrade({ primera: r.primera, sinCalificacion: r.sinCalificacion ?? false }),
    mensaje: r.mensaje,
  }));
}

/** Every recorded attendance of the group's students. */
const groupAttendanceFields = { id_alumno: attendance.id_alumno, id_leccion: attendance.id_leccion, valor: attendance.valor_asistencia };
const groupAttendanceQuery = (db: Db, groupId: number) =>
  db.select(groupAttendanceFields).from(attendance).innerJoin(lessons, eq(lessons.id, attendance.id_leccion)).where(eq(lessons.id_grupo, groupId));

/** Every recorded attendance of the group's students, per student and session. */
export async function groupAttendance(db: Db, groupId: number): Promise<Map<number, Map<number, number>>> {
  return attendanceByStudent(await groupAttendanceQuery(db, groupId));
}

/** Attendance rows per student and session. */
function attendanceByStudent(rows: ReadonlyArray<{ id_alumno: number; id_leccion: number; valor: number }>): Map<number, Map<number, number>> {
  const byStudent = new Map<number, Map<number, number>>();
  for (const r of rows) byStudent.set(r.id_alumno, (byStudent.get(r.id_alumno) ?? new Map<number, number>()).set(r.id_leccion, r.valor));
  return byStudent;
}

/** Every result of the group's students. */
const groupResultFields = { id_alumno: results.id_alumno, id_evaluacion: results.id_evaluacion, calificacion: results.calificacion };
const groupResultsQuery = (db: Db, groupId: number) => db.select(groupResultFields).from(results).where(eq(results.id_grupo, groupId));

/** Every result of the group's students, per student. */
export async function groupResults(db: Db, groupId: number) {
  return resultsByStudent(await groupResultsQuery(db, groupId));
}

/** Result rows per student. */
function resultsByStudent(rows: ReadonlyArray<{ id_alumno: number; id_evaluacion: number; calificacion: number }>) {
  const byStudent = new Map<number, Array<{ id_evaluacion: number; calificacion: number }>>();
  for (const { id_alumno, ...r } of rows) byStudent.set(id_alumno, [...(byStudent.get(id_alumno) ?? []), r]);
  return byStudent;
}

/** The students of the group an accepted comment approves. */
const approvedByCommentQuery = (db: Db, groupId: number) =>
  db
    .select({ id_alumno: studentComments.id_alumno })
    .from(studentComments)
    .where(and(eq(studentComments.id_grupo, groupId), eq(studentComments.id_estado, 1), eq(studentComments.aprueba, 1)));

/** The students of the group an accepted comment approves ('Aprobado por comentario'). */
export async function approvedByComment(db: Db, groupId: number): Promise<Set<number>> {
  const rows = await approvedByCommentQuery(db, groupId);
  return new Set(rows.map((r) => r.id_alumno));
}

/** Each student's incidents in the group still open (incidents' front door). */
export { openIncidentsByStudent } from '../incidents/public.js';
