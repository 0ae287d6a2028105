import { z } from 'zod';
import { formatMessage, MSG } from '../messages.js';
import { defineStatuses } from '../statuses.js';
import { INCIDENTS_MSG } from './messages.js';

/** Spec 3 §4: 0 Pendiente, 1 Aceptado, 2 Rechazado. */
export const INCIDENT_STATUSES = defineStatuses({
  0: { label: 'Pendiente', color: 'warning' },
  1: { label: 'Aceptado', color: 'success' },
  2: { label: 'Rechazado', color: 'error' },
});
export type IncidentStatus = (typeof INCIDENT_STATUSES.codes)[number];

/** The longest note, rejection or reply (docs/decisions/027-incidents.md). */
export const INCIDENT_NOTE_MAX = 500;
const tooLong = formatMessage(INCIDENTS_MSG.incidentNoteTooLong, { max: INCIDENT_NOTE_MAX });

/** A rejection or a reply: required, trimmed. */
export const incidentText = z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(INCIDENT_NOTE_MAX, { error: tooLong });

/** The teacher's note on an incident: optional (spec 3 §5); empty or null means none. */
export const incidentNote = z
  .string({ error: MSG.required })
  .trim()
  .max(INCIDENT_NOTE_MAX, { error: tooLong })
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * An incident as the teacher's table shows it (spec 3 §3), plus `fecha`
 * (when it was recorded) and `version` (docs/decisions/018: an edit or a
 * delete names the version it read). `iderp` is the student's ERP id,
 * `idusuarioerp` the recording teacher's, `grupo_incidencia` the group's id
 * and `idcurso` the course type of the rule (1 adultos, 2 teens, 3 kids).
 */
export const teacherIncident = z.object({
  idincidencias: z.number().int(),
  id_alumno: z.number().int(),
  nombre_completo: z.string(),
  regla: z.string(),
  notas: z.string().nullable(),
  estatus: INCIDENT_STATUSES.schema,
  iderp: z.number().int().nullable(),
  grupo_incidencia: z.number().int(),
  idreglamento: z.number().int(),
  idusuarioerp: z.number().int().nullable(),
  idcurso: z.number().int(),
  deleted: z.number().int(),
  id_ciclo: z.number().int(),
  version: z.number().int(),
  fecha: z.string(),
});
export type TeacherIncident = z.infer<typeof teacherIncident>;

/** One rejection (the student's `nota`) and the teacher's reply to it, oldest first. */
export const incidentMessage = z.object({
  id: z.number().int(),
  nota: z.string(),
  fecha: z.string(),
  nota_respuesta: z.string().nullable(),
  fecha_respuesta: z.string().nullable(),
});
export type IncidentMessage = z.infer<typeof incidentMessage>;

/** An incident as its student sees it on /misincidencias, with the messages thread. */
export const studentIncident = z.object({
  idincidencias: z.number().int(),
  grupo_incidencia: z.number().int(),
  /** The group's short name. */
  grupo: z.string(),
  idreglamento: z.number().int(),
  regla: z.string(),
  notas: z.string().nullable(),
  estatus: INCIDENT_STATUSES.schema,
  version: z.number().int(),
  fecha: z.string(),
  mensajes: z.array(incidentMessage),
});
export type StudentIncident = z.infer<typeof studentIncident>;

/** What a status change answers: the incident's new status and version. */
export const incidentChangeAnswer = z.object({
  message: z.string(),
  idincidencias: z.number().int(),
  estatus: INCIDENT_STATUSES.schema,
  version: z.number().int(),
});

/**
 * The rules the add dialog offers for a group: those of the group's course
 * type (rules.idcurso = courses.tipo_curso: 1 adultos, 2 teens, 3 kids). The
 * spec's "teens 3, kids 4" are the original ERP's course ids for the same
 * filter (docs/decisions/027-incidents.md).
 */
export function rulesOfCourse<R extends { idcurso: number }>(rules: readonly R[], idcurso: number): R[] {
  return rules.filter((rule) => rule.idcurso === idcurso);
}
