import { z } from 'zod';
import { defineCall } from '../call.js';
import { idField } from '../common-schemas.js';
import { groupGrades } from './schemas.js';

const area = 'grades';

export const groupGradesCall = defineCall({
  name: 'calificacion.grupo',
  method: 'POST',
  path: 'calificacion.grupo',
  access: ['ALUMNO'],
  area,
  summary: 'Calificación del alumno en un grupo: asistencias, ejercicios y exámenes con su desglose, total, estatus y comentarios.',
  body: z.strictObject({ id_alumno: idField, id_grupo: idField }),
  response: groupGrades,
});

export const gradesCalls = [groupGradesCall] as const;
