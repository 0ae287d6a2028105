import { z } from 'zod';
import { defineCall } from '../call.js';
import { idField, idParam } from '../common-schemas.js';
import { groupGradesAnswer, kardex } from './schemas.js';

const area = 'grades';

export const groupGradesCall = defineCall({
  name: 'calificacion.grupo',
  method: 'POST',
  path: 'calificacion.grupo',
  access: ['ALUMNO'],
  area,
  summary: 'Calificación del alumno en un grupo: asistencias, ejercicios y exámenes con su desglose, total, estatus y comentarios.',
  body: z.strictObject({ id_alumno: idField, id_grupo: idField }),
  response: groupGradesAnswer,
});

export const kardexCall = defineCall({
  name: 'usuario.kardex',
  method: 'GET',
  path: 'usuario.kardex/:userId',
  access: ['ALUMNO'],
  area,
  summary: 'Kardex del alumno: calificación ordinaria y extraordinaria por nivel, comentarios aceptados de sus maestros y promedio.',
  params: z.strictObject({ userId: idParam }),
  response: kardex,
});

export const gradesCalls = [groupGradesCall, kardexCall] as const;
