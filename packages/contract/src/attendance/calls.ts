import { z } from 'zod';
import { defineCall, messageBody } from '../call.js';
import { idField, idParam } from '../common-schemas.js';
import {
  attendanceCodeBody,
  attendanceCodeCheck,
  attendanceListBody,
  attendanceRow,
  attendanceSave,
  attendanceCalendar,
  auditLine,
  classDatesBody,
  paymentDateBody,
} from './schemas.js';

const area = 'attendance';
const TEACHERS = ['TEACHER', 'ADMINISTRADOR'] as const;

export const classDatesCall = defineCall({
  name: 'grupos.fechas.habiles',
  method: 'POST',
  access: TEACHERS,
  area,
  summary: 'Fechas de clase del grupo que admiten asistencia hoy (hasta hoy, con el ciclo abierto o cerrado hace menos de 7 días).',
  body: classDatesBody,
  response: z.array(z.string()),
});

export const attendanceCalendarCall = defineCall({
  name: 'grupos.fechas.calendario',
  method: 'POST',
  access: TEACHERS,
  area,
  summary: 'Ours: hoy en la escuela, el inicio y el fin del ciclo del grupo y todas sus fechas de clase, para decir por qué un día no admite asistencia y cuál es la siguiente clase.',
  body: classDatesBody,
  response: attendanceCalendar,
});

export const attendanceListCall = defineCall({
  name: 'grupos.asistencias',
  method: 'POST',
  access: TEACHERS,
  area,
  summary: 'Alumnos del grupo con su asistencia y fecha de pago en una fecha de clase.',
  body: attendanceListBody,
  response: z.array(attendanceRow),
});

export const attendanceSaveCall = defineCall({
  name: 'grupos.asistencias.add',
  method: 'POST',
  access: TEACHERS,
  area,
  summary:
    'Guarda la asistencia de una fecha de clase (1 asistencia, 2 falta); guardar otra vez actualiza. Un id_envio ya recibido no se aplica dos veces.',
  body: attendanceSave,
  response: messageBody,
});

export const paymentDateCall = defineCall({
  name: 'grupos.asistencias.add.fechapago',
  method: 'POST',
  access: TEACHERS,
  area,
  summary: 'Fecha de próximo pago (reinscripción) de un alumno, sobre su asistencia guardada.',
  body: paymentDateBody,
  response: messageBody,
});

export const attendanceCodeExistsCall = defineCall({
  name: 'grupos.existe.codigo',
  method: 'POST',
  // An administrator sees the teacher screens but has no attendance of their own to validate.
  access: ['TEACHER'],
  area,
  summary: 'Si el teacher tiene hoy un código de asistencia por validar en el grupo.',
  body: attendanceCodeBody,
  response: z.object({ existe: z.boolean() }),
});

export const attendanceCodeValidateCall = defineCall({
  name: 'grupos.validar.codigo',
  method: 'POST',
  access: ['TEACHER'],
  area,
  summary: 'Valida el código de asistencia del teacher (5 intentos, vigente el día de la clase) y registra su asistencia.',
  body: attendanceCodeCheck,
  response: messageBody,
});

export const attendanceHistoryCall = defineCall({
  name: 'grupos.asistencias.historial',
  method: 'GET',
  access: TEACHERS,
  area,
  summary: 'Historial de cambios de una asistencia (quién, cuándo, antes y después).',
  params: z.strictObject({ id: idParam }),
  response: z.array(auditLine),
});

/** A teacher of the group and their code of today, as the coordination sees it. */
export const teacherCodeOfToday = z.object({
  id_usuario: z.number().int(),
  nombre: z.string(),
  /** 1 or 2: the group's teacher 1 or teacher 2. */
  turno: z.union([z.literal(1), z.literal(2)]),
  /** Today's code, or null when none was issued (or it ran out of tries). */
  codigo: z.string().nullable(),
  intentos_restantes: z.number().int().nullable(),
  /** When the teacher validated it (ISO), or null. */
  validado: z.string().nullable(),
});
export type TeacherCodeOfToday = z.infer<typeof teacherCodeOfToday>;

export const attendanceCodesTodayCall = defineCall({
  name: 'grupos.codigos.hoy',
  method: 'POST',
  access: TEACHERS,
  area,
  summary:
    'Ours: los códigos de asistencia de hoy de los teachers del grupo, para la coordinación del plantel del grupo o la administración (decisión 026); a quien no los genera, puede_generar false y ningún teacher.',
  body: z.strictObject({ id_grupo: idField }),
  response: z.object({ fecha: z.string(), puede_generar: z.boolean(), teachers: z.array(teacherCodeOfToday) }),
});

export const attendanceCodeIssueCall = defineCall({
  name: 'grupos.codigo.generar',
  method: 'POST',
  access: TEACHERS,
  area,
  summary:
    'Ours: genera el código de asistencia de hoy de un teacher del grupo (coordinación del plantel o administración; nunca el propio). Vigente hasta el fin del día, 5 intentos.',
  body: z.strictObject({ id_grupo: idField, id_usuario: idField }),
  response: z.object({ message: z.string(), codigo: z.string() }),
});

export const attendanceCalls = [
  classDatesCall,
  attendanceCalendarCall,
  attendanceListCall,
  attendanceSaveCall,
  paymentDateCall,
  attendanceCodeExistsCall,
  attendanceCodeValidateCall,
  attendanceHistoryCall,
  attendanceCodesTodayCall,
  attendanceCodeIssueCall,
] as const;
