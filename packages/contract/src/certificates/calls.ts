import { z } from 'zod';
import { defineCall } from '../call.js';
import { encodedIdParam } from '../common-schemas.js';

/** EXCI and TOEFL results (spec 1 §2). */
export const exciCall = defineCall({
  name: 'calificacion.exci',
  method: 'GET',
  path: 'calificacion.exci/:id',
  access: ['ALUMNO'],
  area: 'certificates',
  summary: 'Ruta del resultado EXCI del alumno (id codificado), para mostrarla en un marco.',
  params: z.strictObject({ id: encodedIdParam }),
  response: z.object({ RUTA_EXCI: z.string().nullable() }),
});

export const toeflCall = defineCall({
  name: 'calificacion.toefl',
  method: 'GET',
  path: 'calificacion.toefl/:id',
  access: ['ALUMNO'],
  area: 'certificates',
  summary: 'Paso del TOEFL del alumno: 2 satisfactorio, 1 no satisfactorio, null sin resultado.',
  params: z.strictObject({ id: encodedIdParam }),
  response: z.object({ paso: z.union([z.literal(1), z.literal(2)]).nullable() }),
});

export const examResultCalls = [exciCall, toeflCall] as const;
