import { z } from 'zod';
import { defineCall } from '../call.js';
import { idField, idParam } from '../common-schemas.js';
import { groupGradesAnswer, kardex, teacherGrades } from './schemas.js';

const area = 'grades';

export const groupGradesCall = defineCall({
  name: 'calificacion.grupo',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Calificación del alumno en un grupo: asistencias, ejercicios y exámenes con su desglose, total, estatus y comentarios.',
  body: z.strictObject({ id_alumno: idField, id_grupo: idField }),
  response: groupGradesAnswer,
});

export const kardexCall = defineCall({
  name: 'usuario.kardex',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Kardex del alumno: calificación ordinaria y extraordinaria por nivel, comentarios aceptados de sus maestros y promedio.',
  params: z.strictObject({ userId: idParam }),
  response: kardex,
});

const teacherGradesBody = z.strictObject({
  id_grupo: idField,
  /** Sent by the client (spec 3 §7); it must be the group's level. */
  id_nivel: idField.optional(),
});

export const teacherGroupGradesCall = defineCall({
  name: 'grupos.calificaciones',
  method: 'POST',
  access: ['TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'Calificaciones de los alumnos de un grupo del teacher: total, asistencias, ejercicios, exámenes y desglose por lección.',
  body: teacherGradesBody,
  response: teacherGrades,
});

export const kidsGroupGradesCall = defineCall({
  name: 'grupos.calificaciones.kids',
  method: 'POST',
  access: ['TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'Las mismas calificaciones para un grupo de KIDS (sin exámenes); otro grupo es 400.',
  body: teacherGradesBody,
  response: teacherGrades,
});

export const atRiskCall = defineCall({
  name: 'grupos.riesgo',
  method: 'POST',
  access: ['TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'Ours (issue 10): los alumnos del grupo en riesgo por su calificación, sus faltas o incidencias sin cerrar, con el motivo.',
  body: z.strictObject({ id_grupo: idField }),
  response: z.array(z.object({ id_alumno: z.number().int(), alumno: z.string(), matricula: z.string(), motivos: z.array(z.string()) })),
});

export const gradesCalls = [groupGradesCall, kardexCall, teacherGroupGradesCall, kidsGroupGradesCall, atRiskCall] as const;
