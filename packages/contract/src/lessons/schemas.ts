import { z } from 'zod';

/** Lesson resource types (spec 2 §3 "Lesson resource row"). */
export const RESOURCE_TYPE = { exercise: 1, exam: 2, recoveryExam: 3, pdf: 4, video: 5 } as const;
export type ResourceType = (typeof RESOURCE_TYPE)[keyof typeof RESOURCE_TYPE];
export const resourceType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/** Which resource set recursos.usuario answers: 0 the ordinary lessons, 1 the certification lessons. */
export const RESOURCE_SET = { ordinary: 0, certification: 1 } as const;

/**
 * Attendance values of a student in a session. Spec 2 §4: 1 present, 2 absent,
 * 0 absent, 3 late; spec 3 adds 4 'Sin participación' to the teacher's chips.
 */
export const ATTENDANCE = { absentLegacy: 0, present: 1, absent: 2, late: 3, noParticipation: 4 } as const;
export const attendanceValue = z.number().int().min(0).max(4);

/** lesson open state: 1 open (date reached), 2 not yet (shows fecha), 0 locked. */
export const lessonOpen = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const lessonResource = z.object({
  tipo: resourceType,
  recurso: z.string(),
  /** Path relative to the row's ubicacion. */
  ruta: z.string(),
  id_evaluacion: z.number().int().nullable(),
  /** The group's session (lesson) id the resource belongs to. */
  id_leccion: z.number().int(),
  /** 1 when the student may (re)send answers: never answered, or answered and re-sendable. */
  editable: z.union([z.literal(0), z.literal(1)]),
});
export type LessonResource = z.infer<typeof lessonResource>;

/** One lesson of a group as the student's lessons list shows it (spec 2 §3). */
export const lessonRow = z.object({
  leccion: z.number().int(),
  abrir: lessonOpen,
  /** The lesson's grade (decision 015): the mean of its exercises, else its best exam or recovery exam; null when none. */
  calificacion: z.number().nullable(),
  /** The session date, YYYY-MM-DD. */
  fecha: z.string(),
  ejercicios: z.number().int(),
  /** Ours: how many of its exercises the student has sent: the lesson is done only when all are. */
  ejercicios_realizados: z.number().int(),
  examenes: z.number().int(),
  pdfs: z.number().int(),
  videos: z.number().int(),
  /** The student's grade on the lesson's exam, and on its recovery exam; null when none. */
  examen: z.number().nullable(),
  exaRec: z.number().nullable(),
  asistencia: attendanceValue.nullable(),
  valor_text: z.string(),
  /** Only the resources the student may open now (empty for a future or locked lesson). */
  recursos: z.array(lessonResource),
  /** Base URL of the resources' rutas. */
  ubicacion: z.string(),
  /** Ours: why a locked lesson is locked (certification lessons), else null. */
  bloqueo: z.string().nullable(),
  /** Ours: why an evaluation of this open lesson is not offered now (evaluationWithheld), each said once. */
  avisos: z.array(z.string()),
});
export type LessonRow = z.infer<typeof lessonRow>;

/** What recursos.abrir answers: the screen to open and what the level holds. */
export const openedResources = z.object({
  tipo: z.union([z.literal(0), z.literal(1)]),
  /** The route name to open: 'RecursosGrupoUsuario' (tipo 0) or 'RecursosGrupoCerti' (tipo 1). */
  pantalla: z.enum(['RecursosGrupoUsuario', 'RecursosGrupoCerti']),
  /** The group's sessions (lessons). */
  lecciones: z.number().int(),
  /** 1 when the group's level has certification lessons. */
  certificacion: z.union([z.literal(0), z.literal(1)]),
});
export type OpenedResources = z.infer<typeof openedResources>;

/** The certification code card (spec 2 §3 "Certification code"). */
export const certificationCode = z.object({
  codigo: z.string(),
  /** The instructions manual's name, shown on the Descargar button. */
  manual: z.string(),
  /** Where "Presentar examen" goes: the certification exam's site. */
  ruta: z.string(),
  /** Where "Descargar" gets the manual (codigo.certificacion.manual). */
  ruta_archivo: z.string(),
});
export type CertificationCode = z.infer<typeof certificationCode>;
