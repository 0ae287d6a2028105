import { z } from 'zod';
import { MSG } from '../messages.js';

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

export const gradeEstatus = z.enum([MSG.gradePassed, MSG.gradeFailed, MSG.gradeInProgress]);

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
