/**
 * The teacher benchmark's bare limits' own queries and grade wrapper
 * (bench/attendance.ts): written here, over the schema's tables and the
 * contract's grade rule, to read and answer what the service's do, so that
 * no production module exports a builder only for a benchmark.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { param } from './bare-queries.js';
import { computeGroupGrades, gradesByEvaluation, RESOURCE_TYPE, type ClassStudent, type GradeWeights, type ResourceInput, type SessionInput, type TeacherGradeRow, type TeacherGrades } from '@lms/contract';
import type { Db } from '../src/db/index.js';
import { attendance } from '../src/routes/attendance/attendance.schema.js';
import { avatars } from '../src/routes/profile/profile.schema.js';
import { courses, cycles, enrolments, groups } from '../src/routes/groups/groups.schema.js';
import { lessons } from '../src/routes/lessons/lessons.schema.js';
import { results } from '../src/routes/grades/grades.schema.js';
import { studentComments } from '../src/routes/comments/comments.schema.js';
import { users } from '../src/db/schema/users.js';


/** The group's session on a date. */
export const sessionAtQuery = (db: Db) => db.select({ id: lessons.id }).from(lessons).where(and(eq(lessons.id_grupo, param('groupId')), eq(lessons.fecha, param('fecha'))));

/** Every student of the group with the session's mark; `avatar` is the whole avatars row. */
export const attendanceListFields = {
  id_alumno: users.id,
  alumno: users.nombre_completo,
  matricula: users.usuario,
  avatar: avatars,
  valor_asistencia: attendance.valor_asistencia,
  fecha_pago: attendance.fecha_pago,
  id_asistencia: attendance.id,
  tipo_curso: courses.tipo_curso,
};
export const attendanceListQuery = (db: Db) =>
  db
    .select(attendanceListFields)
    .from(enrolments)
    .innerJoin(groups, eq(groups.id, enrolments.id_grupo))
    .innerJoin(courses, eq(courses.id, groups.id_curso))
    .innerJoin(users, eq(users.id, enrolments.id_alumno))
    .leftJoin(avatars, eq(avatars.user_id, users.id))
    .leftJoin(attendance, and(eq(attendance.id_alumno, users.id), eq(attendance.id_leccion, param('sessionId'))))
    .where(eq(enrolments.id_grupo, param('groupId')))
    .orderBy(users.nombre_completo, users.id);

/** The marks of `n` students (placeholders s0…) in a session before a save, and the upsert of their new marks. */
export const markFields = { id_alumno: attendance.id_alumno, valor_asistencia: attendance.valor_asistencia, fecha_pago: attendance.fecha_pago };
export const marksBeforeQuery = (db: Db, n: number) =>
  db
    .select(markFields)
    .from(attendance)
    .where(and(eq(attendance.id_leccion, param('sessionId')), inArray(attendance.id_alumno, Array.from({ length: n }, (_, i) => param(`s${i}`)))));
export const savedMarkFields = { id: attendance.id, ...markFields };
export const saveMarksQuery = (db: Db, n: number) =>
  db
    .insert(attendance)
    .values(
      Array.from(
        { length: n },
        (_, i): PgInsertValue<typeof attendance> => ({ id_leccion: param('sessionId'), id_alumno: param(`s${i}`), valor_asistencia: param(`v${i}`), id_teacher: param('teacherId'), updated_at: param('at') }),
      ),
    )
    .onConflictDoUpdate({
      target: [attendance.id_leccion, attendance.id_alumno],
      set: { valor_asistencia: sql`excluded.valor_asistencia`, id_teacher: sql`excluded.id_teacher`, updated_at: sql`excluded.updated_at` },
    })
    .returning(savedMarkFields);

/** The group's weighting, planned counts and cycle end. */
export const gradeSettingsFields = {
  valor_asistencias: groups.valor_asistencias,
  valor_ejercicios: groups.valor_ejercicios,
  valor_examenes: groups.valor_examenes,
  num_ejercicios: groups.num_ejercicios,
  num_examenes: groups.num_examenes,
  fecha_fin: cycles.fecha_fin,
};
export const gradeSettingsQuery = (db: Db) =>
  db
    .select(gradeSettingsFields)
    .from(groups)
    .innerJoin(cycles, eq(cycles.id, groups.id_ciclo))
    .where(and(eq(groups.id, param('groupId')), eq(groups.deleted, 0)))
    .limit(1);

/** Every recorded mark, every result of the group's students, and the students an accepted comment approves. */
export const groupAttendanceFields = { id_alumno: attendance.id_alumno, id_leccion: attendance.id_leccion, valor: attendance.valor_asistencia };
export const groupAttendanceQuery = (db: Db) =>
  db.select(groupAttendanceFields).from(attendance).innerJoin(lessons, eq(lessons.id, attendance.id_leccion)).where(eq(lessons.id_grupo, param('groupId')));
export const groupResultFields = { id_alumno: results.id_alumno, id_evaluacion: results.id_evaluacion, calificacion: results.calificacion };
export const groupResultsQuery = (db: Db) => db.select(groupResultFields).from(results).where(eq(results.id_grupo, param('groupId')));
export const approvedByCommentQuery = (db: Db) =>
  db
    .select({ id_alumno: studentComments.id_alumno })
    .from(studentComments)
    .where(and(eq(studentComments.id_grupo, param('groupId')), eq(studentComments.id_estado, 1), eq(studentComments.aprueba, 1)));

export interface GradesInput {
  kids: boolean;
  settings: GradeWeights & { fecha_fin: string };
  sessions: SessionInput[];
  evaluations: ResourceInput[];
  students: ClassStudent[];
  marks: ReadonlyArray<{ id_alumno: number; id_leccion: number; valor: number }>;
  results: ReadonlyArray<{ id_alumno: number; id_evaluacion: number; calificacion: number }>;
  approved: Set<number>;
  today: string;
}

/** Each student's grade by the contract's rule (computeGroupGrades), with the lessons held: grupos.calificaciones' answer. */
export function groupGrades({ kids, settings, sessions, evaluations, students, marks, results: rows, approved, today }: GradesInput): TeacherGrades {
  const { fecha_fin, ...weights } = settings;
  const attendanceOf = new Map<number, Map<number, number>>();
  for (const r of marks) attendanceOf.set(r.id_alumno, (attendanceOf.get(r.id_alumno) ?? new Map<number, number>()).set(r.id_leccion, r.valor));
  const resultsOf = new Map<number, Array<{ id_evaluacion: number; calificacion: number }>>();
  for (const { id_alumno, ...r } of rows) resultsOf.set(id_alumno, [...(resultsOf.get(id_alumno) ?? []), r]);
  const exercisesOf = (leccion: number) => evaluations.filter((e) => e.leccion === leccion && e.tipo === RESOURCE_TYPE.exercise && e.id_evaluacion !== null);
  const alumnos = students.map((student): TeacherGradeRow => {
    const own = attendanceOf.get(student.id_alumno) ?? new Map<number, number>();
    const grades = gradesByEvaluation(resultsOf.get(student.id_alumno) ?? []);
    const g = computeGroupGrades({ weights, sessions, attendance: own, evaluations, results: grades, comentario: [], today, cycleEnd: fecha_fin });
    const held = new Set(g.asistencias.desgloce.map((d) => d.session));
    return {
      ...student,
      calificacion_total: g.calificacion_total,
      estatus: g.estatus,
      aprobado_por_comentario: approved.has(student.id_alumno) ? 1 : 0,
      asistencias: { pts_total_asistencia: g.asistencias.pts_total_asistencia, limite: g.asistencias.limite },
      ejercicios: { pts_total_ejercicios: g.ejercicios.pts_total_ejercicios, limite: g.ejercicios.limite },
      examenes: kids ? null : g.examenes,
      lecciones: sessions
        .filter((s) => held.has(s.leccion))
        .map((s) => ({
          session: s.leccion,
          fecha_formato: s.fecha.split('-').reverse().join('/'),
          valor_asistencia: own.get(s.id) ?? null,
          ejercicios: exercisesOf(s.leccion).map((e) => ({ recurso: e.recurso, calificacion: grades.get(e.id_evaluacion!) ?? null })),
        })),
    };
  });
  return { kids, num_sesiones: sessions.length, alumnos };
}
