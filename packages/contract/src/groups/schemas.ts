import { z } from 'zod';
import { avatar } from '../profile/schemas.js';

/** A grade as the ERP holds it on the wire: a number, 'SIN CALIFICACION' or null. */
export const grade = z.union([z.number(), z.string()]).nullable();

const dayFlag = z.union([z.literal(0), z.literal(1)]);
export const weekdayFlags = {
  lunes: dayFlag,
  martes: dayFlag,
  miercoles: dayFlag,
  jueves: dayFlag,
  viernes: dayFlag,
  sabado: dayFlag,
  domingo: dayFlag,
};
export const WEEKDAY_KEYS = [
  'domingo',
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'sabado',
] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The fields every view of a group shares. */
export const groupFields = {
  id: z.number().int(),
  grupo_corto: z.string(),
  grupo: z.string(),
  id_nivel: z.number().int(),
  nivel: z.string(),
  id_curso: z.number().int(),
  id_ciclo: z.number().int(),
  ciclo: z.string(),
  tipo: z.string(),
  hora_inicio: z.string(),
  hora_fin: z.string(),
  zoom: z.string().nullable(),
  ...weekdayFlags,
  /**
   * Ours: the first and last day of the group's cycle (YYYY-MM-DD): a class
   * runs (CORRIENDO) only within them. Empty in a session a phone kept from
   * before they were sent, until its groups are read again.
   */
  inicio_ciclo: z.string().default(''),
  fin_ciclo: z.string().default(''),
};

/** A student's group as held after login (spec 1 §3, spec 2 §3). */
export const groupSummary = z.object({
  ...groupFields,
  curso: z.string(),
  primera: grade,
  segunda: grade,
  calificacion_final_primera_oportunidad: z.number().nullable(),
  calificacion_final_segunda_oportunidad: z.number().nullable(),
  habil: z.boolean(),
  reprobado: z.boolean(),
  extraordinario: z.boolean(),
  /** Ours: an older group of a level the student has a newer group of (supersededGroupIds): history, not opened. False in a session a phone kept from before it was sent. */
  anterior: z.boolean().default(false),
  /** Ours: the group's branch and its phone (null when the school has none on file): whom a warning sends the student to. Empty in a session kept from before they were sent. */
  plantel: z.string().default(''),
  telefono_plantel: z.string().nullable().default(null),
});
export type GroupSummary = z.infer<typeof groupSummary>;

const teacherAvatar = avatar.omit({ id_alumno: true }).nullable();

/** Group information of grupos.informacion (spec 2 §2 "Group detail"). */
export const groupInformation = z.object({
  ...groupFields,
  id_teacher: z.number().int().nullable(),
  id_teacher_2: z.number().int().nullable(),
  clase_actual: z.number().int(),
  plantel: z.string(),
  info_curso: z.object({
    dias_clase: z.string(),
    num_ejercicios: z.number().int(),
    num_examenes: z.number().int(),
  }),
  escuela: z.object({ curso: z.string() }),
  ponderacion: z.object({
    valor_examenes: z.number(),
    valor_ejercicios: z.number(),
    valor_asistencias: z.number(),
    valor_total: z.number(),
  }),
  teachers: z.object({
    teacher1: z.string().nullable(),
    teacher2: z.string().nullable(),
    avatar_t1: teacherAvatar,
    avatar_t2: teacherAvatar,
  }),
});
export type GroupInformation = z.infer<typeof groupInformation>;

/** A level the school teaches now (niveles.activas), with its course. */
export const activeLevel = z.object({
  id_nivel: z.number().int(),
  nivel: z.string(),
  /** Position of the level within its course (1, 2, ...). */
  numero: z.number().int(),
  id_curso: z.number().int(),
  curso: z.string(),
  /** Course type: 1 adults, 2 teens, 3 kids (as the rules use it). */
  tipo_curso: z.number().int(),
});
export type ActiveLevel = z.infer<typeof activeLevel>;

/** A group of the teacher's list (grupos.teachers): which teacher the caller is, and how many students. */
export const teacherGroup = z.object({
  ...groupFields,
  curso: z.string(),
  plantel: z.string(),
  id_teacher: z.number().int().nullable(),
  id_teacher_2: z.number().int().nullable(),
  clase_actual: z.number().int(),
  num_alumnos: z.number().int(),
  /** 1 or 2: the caller is that teacher of the group; null for an administrator. */
  mi_turno: z.union([z.literal(1), z.literal(2)]).nullable(),
});
export type TeacherGroup = z.infer<typeof teacherGroup>;

/** A student of the class list (grupos.lista.alumnos). */
export const classStudent = z.object({
  id_alumno: z.number().int(),
  alumno: z.string(),
  matricula: z.string(),
  avatar: avatar.omit({ id_alumno: true }).nullable(),
});
export type ClassStudent = z.infer<typeof classStudent>;
