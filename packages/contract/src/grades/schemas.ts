import { z } from 'zod';
import { grade } from '../groups/schemas.js';
import { avatar } from '../profile/schemas.js';
import { GRADES_MSG } from './messages.js';

/** Chip colours of the breakdown rows, as the web's palette names them. */
export const breakdownColor = z.enum(['success', 'warning', 'error', 'default']);
export type BreakdownColor = z.infer<typeof breakdownColor>;

/** One item of a grade breakdown (spec 2 §3 "Grades"). */
export const gradeBreakdownRow = z.object({
  /** The session's date as dd/mm/aaaa. */
  fecha_formato: z.string(),
  valor_text: z.string(),
  color: breakdownColor,
  /** The lesson (session) number. */
  session: z.number().int(),
  /** 0-100: the item's grade (attendance: 100 present, 50 late, 0 absent); null when missing. */
  calificacion: z.number().nullable(),
});
export type GradeBreakdownRow = z.infer<typeof gradeBreakdownRow>;

export const gradeEstatus = z.enum([GRADES_MSG.gradePassed, GRADES_MSG.gradeFailed, GRADES_MSG.gradeInProgress]);

/** The Calificaciones screen of a group (spec 2 §3 "Grades"). */
export const groupGrades = z.object({
  asistencias: z.object({ pts_total_asistencia: z.number(), limite: z.number(), desgloce: z.array(gradeBreakdownRow) }),
  ejercicios: z.object({ pts_total_ejercicios: z.number(), limite: z.number(), desgloce: z.array(gradeBreakdownRow) }),
  examenes: z.object({ pts_total_examenes: z.number(), limite: z.number(), desgloce: z.array(gradeBreakdownRow) }),
  calificacion_total: z.number(),
  estatus: gradeEstatus,
  comentario: z.array(z.object({ maestro: z.string(), mensaje: z.string() })),
});
export type GroupGrades = z.infer<typeof groupGrades>;

/**
 * The answer of calificacion.grupo: the grades plus `num_sesiones` (ours, not
 * the spec's): every session of the group, held or not, which attendance is
 * divided by and "¿Cómo se calcula?" shows (explainGrade).
 */
export const groupGradesAnswer = groupGrades.extend({
  num_sesiones: z.number().int(),
  /** Ours: 1 when an accepted failing-student comment approved the student ('Aprobado por comentario', fixed 70/100). */
  aprobado_por_comentario: z.union([z.literal(0), z.literal(1)]),
});
export type GroupGradesAnswer = z.infer<typeof groupGradesAnswer>;

/** A row of the kardex per level taken (spec 2 §3 "Kardex"): first (ordinary) and second (extraordinary) grade. */
export const kardexLevel = z.object({ nivel: z.string(), primera: grade, segunda: grade });
export type KardexLevel = z.infer<typeof kardexLevel>;

/** A teacher's accepted comment with the level and the grade of the group it is about. */
export const kardexComment = z.object({ nivel: z.string(), maestro: z.string(), calificacion: grade, mensaje: z.string() });
export type KardexComment = z.infer<typeof kardexComment>;

/** usuario.kardex (spec 2 §3 "Kardex"); promedio: kardexAverage, null when no level has a grade. */
export const kardex = z.object({
  getKardexalumno: z.array(kardexLevel),
  getComentario: z.array(kardexComment),
  promedio: z.number().nullable(),
});
export type Kardex = z.infer<typeof kardex>;

/** One lesson of a student in the teacher's grades (spec 3 §3 "Breakdown items"): its attendance value (1-4) and exercise grade. */
export const teacherLessonRow = z.object({
  session: z.number().int(),
  fecha_formato: z.string(),
  /** 1 Asistencia, 2 Falta, 3 Retardo, 4 Sin participación; null when not taken. */
  valor_asistencia: z.number().int().nullable(),
  /** The lesson's exercises: each with its grade (null while missing). */
  ejercicios: z.array(z.object({ recurso: z.string(), calificacion: z.number().nullable() })),
});

/** A student of CalificacionGrupo (spec 3 §2.6): the same grade as the student's own screen, and the lessons. */
export const teacherGradeRow = z.object({
  id_alumno: z.number().int(),
  alumno: z.string(),
  matricula: z.string(),
  avatar: avatar.omit({ id_alumno: true }).nullable(),
  calificacion_total: z.number(),
  estatus: gradeEstatus,
  aprobado_por_comentario: z.union([z.literal(0), z.literal(1)]),
  asistencias: z.object({ pts_total_asistencia: z.number(), limite: z.number() }),
  ejercicios: z.object({ pts_total_ejercicios: z.number(), limite: z.number() }),
  /** null in a kids group, which has no exams (spec 3 §1). */
  examenes: z.object({ pts_total_examenes: z.number(), limite: z.number(), desgloce: z.array(gradeBreakdownRow) }).nullable(),
  lecciones: z.array(teacherLessonRow),
});
export type TeacherGradeRow = z.infer<typeof teacherGradeRow>;

export const teacherGrades = z.object({
  /** The group's long name contains KIDS. */
  kids: z.boolean(),
  num_sesiones: z.number().int(),
  alumnos: z.array(teacherGradeRow),
});
export type TeacherGrades = z.infer<typeof teacherGrades>;
