import { z } from 'zod';
import { idField } from '../common-schemas.js';
import { MSG } from '../messages.js';
import { avatar } from '../profile/schemas.js';
import { isCalendarDate } from './rules.js';
import { ATTENDANCE_MSG } from './messages.js';

/** A date on the wire, YYYY-MM-DD, that exists in the calendar. */
export const dateField = z.string({ error: MSG.required }).refine(isCalendarDate, { error: ATTENDANCE_MSG.invalidDate });

const groupAndLevel = {
  id_grupo: idField,
  /** Sent by the client (spec 3 §7); the server reads the group's own level. */
  id_nivel: idField.optional(),
};

export const classDatesBody = z.strictObject(groupAndLevel);

/** Ours (decision 026): the group's calendar, for the screen to say why a day takes no attendance (attendanceDayNotice). */
export const attendanceCalendar = z.object({
  hoy: z.string(),
  inicio: z.string(),
  fin: z.string(),
  sesiones: z.array(z.string()),
});

export const attendanceListBody = z.strictObject({ ...groupAndLevel, fecha: dateField });

/** One row of the attendance list (spec 3 §3 "Attendance student row"). */
export const attendanceRow = z.object({
  id_alumno: z.number().int(),
  alumno: z.string(),
  matricula: z.string(),
  avatar: avatar.omit({ id_alumno: true }).nullable(),
  /** null: not taken yet for this date. */
  valor_asistencia: z.number().int().nullable(),
  fecha_pago: z.string().nullable(),
  /** null until the attendance of that date is saved: the payment date needs it. */
  id_asistencia: z.number().int().nullable(),
  tipo_curso: z.number().int(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

export const attendanceMark = z.strictObject({
  id_alumno: idField,
  valor_asistencia: z.union([z.literal(1), z.literal(2)], { error: ATTENDANCE_MSG.attendanceValue }),
  /**
   * Ours: the mark the teacher's screen showed before this one (null: none).
   * When it is no longer the stored one, someone saved in between (another
   * phone, the other teacher) and the save is refused (409), so no edit is
   * lost. Left out (the spec's client), the save is not checked.
   */
  anterior: z.number().int().min(0).max(4).nullable().optional(),
});
export type AttendanceMark = z.infer<typeof attendanceMark>;

export const attendanceSave = z.strictObject({
  ...groupAndLevel,
  fecha: dateField,
  asistencias: z.array(attendanceMark).min(1, { error: MSG.required }).max(200),
  /** Sent by the client (spec 3 §7); the session says who the teacher is. */
  id_teacher: idField.optional(),
  /**
   * The phone's id for this save (a UUID): a save kept offline and sent
   * again is applied once. Optional for a client that does not keep saves.
   */
  id_envio: z.uuid({ error: MSG.invalidId }).optional(),
  /** Marked while offline: the audit line says so. */
  sin_conexion: z.boolean().optional(),
});
export type AttendanceSave = z.infer<typeof attendanceSave>;

export const paymentDateBody = z.strictObject({
  id_asistencia: idField,
  /** null clears it. */
  fecha_pago: dateField.nullable(),
});

export const attendanceCodeBody = z.strictObject({
  /** Sent by the client (spec 3 §7); the session says who the teacher is. */
  id_usuario: idField,
  id_grupo: idField,
});

export const attendanceCodeCheck = z.strictObject({
  id_usuario: idField,
  id_grupo: idField,
  codigo: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(20),
});

/**
 * A row as the audit trail keeps it. A loose object, not z.record: every zod
 * feature any screen uses lands in the first screens' vendor file.
 */
const auditedRow = z.looseObject({}).nullable();

/** One line of an attendance row's history (who, when, before and after). */
export const auditLine = z.object({
  id: z.number().int(),
  fecha: z.string(),
  quien: z.string(),
  antes: auditedRow,
  despues: auditedRow,
  origen: z.string().nullable(),
});
export type AuditLine = z.infer<typeof auditLine>;
