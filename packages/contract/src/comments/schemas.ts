import { z } from 'zod';
import { defineStatuses } from '../statuses.js';
import { grade } from '../groups/schemas.js';

/** Spec 3 §3: a comment is 0 En Revisión, 1 Aceptado or 2 Rechazado. */
export const COMMENT_STATUSES = defineStatuses({
  0: { label: 'En Revisión', color: 'warning' },
  1: { label: 'Aceptado', color: 'success' },
  2: { label: 'Rechazado', color: 'error' },
});
export type CommentStatus = (typeof COMMENT_STATUSES.codes)[number];

/** A cycle of the failing-student list (spec 3 §3 "Cycle"): the other brand's cycle of the same period, or null. */
export const commentCycle = z.object({
  id_ciclo: z.number().int(),
  id_ciclo_relacionado: z.number().int().nullable(),
  ciclo: z.string(),
  /** Ours: true on the current cycle only (the last one started), which Comentarios chooses first (decision 028). */
  actual: z.literal(true).optional(),
});
export type CommentCycle = z.infer<typeof commentCycle>;

/**
 * A student at risk in a group (spec 3 §3 "Failing-student row"), exactly the
 * spec's fields, computed on the server (docs/decisions/028-comments.md):
 * counts of exams, exercises and attended classes against the planned ones,
 * `total` the platform's grade, `pts_finales` the level's final grade
 * (segunda, else primera), `extra` the extraordinary's grade, and the
 * student's current comment in the group.
 */
export const failingStudentRow = z.object({
  id_alumno: z.number().int(),
  id_grupo: z.number().int(),
  matricula: z.string(),
  nombre: z.string(),
  /** The group's long name. */
  grupo: z.string(),
  examenes: z.number().int(),
  num_examenes: z.number().int(),
  ejercicios: z.number().int(),
  num_ejercicios: z.number().int(),
  total: z.number(),
  asistencias: z.number().int(),
  total_dias_laborales: z.number().int(),
  pts_finales: z.number().nullable(),
  extra: z.number().nullable(),
  primera: grade,
  segunda: grade,
  id_comentario: z.number().int().nullable(),
  id_estado: COMMENT_STATUSES.schema.nullable(),
  telefono: z.string().nullable(),
  celular: z.string().nullable(),
});
export type FailingStudentRow = z.infer<typeof failingStudentRow>;

/** The comment a row names, for reading it before a review (ours: the row has only its id and status). */
export const failingComment = z.object({
  id_comentario: z.number().int(),
  mensaje: z.string(),
  aprueba: z.union([z.literal(0), z.literal(1)]),
  /** The author's full name. */
  autor: z.string(),
  /** When it was written, ISO. */
  fecha: z.string(),
  /** The caller may accept or reject it: under review, in a group they coordinate (or any, an administrator), not their own. */
  revisable: z.boolean(),
});
export type FailingComment = z.infer<typeof failingComment>;

/** Whose students the caller sees: their groups, those plus the branches they coordinate, or the whole school. */
export const commentScope = z.object({
  alcance: z.enum(['grupos', 'coordinacion', 'escuela']),
  /** The branches the caller coordinates, by name. */
  planteles: z.array(z.string()),
});
export type CommentScope = z.infer<typeof commentScope>;

export const failingStudentsAnswer = z.object({
  alumnos: z.array(failingStudentRow),
  comentarios: z.array(failingComment),
  alcance: commentScope,
});
export type FailingStudentsAnswer = z.infer<typeof failingStudentsAnswer>;

/** What a new comment or a review answers: the comment's id, status and whether it approves. */
export const commentChangeAnswer = z.object({
  message: z.string(),
  id_comentario: z.number().int(),
  id_estado: COMMENT_STATUSES.schema,
  aprueba: z.union([z.literal(0), z.literal(1)]),
});
