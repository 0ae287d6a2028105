import { z } from 'zod';
import { defineCall } from '../call.js';
import { idField } from '../common-schemas.js';
import { MSG } from '../messages.js';
import { lessonRow } from './schemas.js';

const area = 'lessons';

export const studentResourcesCall = defineCall({
  name: 'recursos.usuario',
  method: 'POST',
  path: 'recursos.usuario',
  access: ['ALUMNO'],
  area,
  summary:
    'Lecciones de un grupo del alumno con sus recursos, calificación y asistencia; tipo 0 las lecciones ordinarias, tipo 1 las de certificación (desbloqueo secuencial).',
  body: z.strictObject({
    id_alumno: idField,
    id_grupo: idField,
    tipo: z.union([z.literal(0), z.literal(1)], { error: MSG.resourceSetInvalid }),
  }),
  response: z.array(lessonRow),
});

export const lessonsCalls = [studentResourcesCall] as const;
