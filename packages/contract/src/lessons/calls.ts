import { z } from 'zod';
import { defineCall } from '../call.js';
import { encodedIdParam, idField, idParam } from '../common-schemas.js';
import { certificationCode, lessonRow, openedResources } from './schemas.js';
import { LESSONS_MSG } from './messages.js';

const area = 'lessons';

const resourceSet = z.union([z.literal(0), z.literal(1)], { error: LESSONS_MSG.resourceSetInvalid });

export const studentResourcesCall = defineCall({
  name: 'recursos.usuario',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary:
    'Lecciones de un grupo del alumno con sus recursos, calificación y asistencia; tipo 0 las lecciones ordinarias, tipo 1 las de certificación (desbloqueo secuencial).',
  body: z.strictObject({
    id_alumno: idField,
    id_grupo: idField,
    tipo: resourceSet,
  }),
  response: z.array(lessonRow),
});

/**
 * abrirRecursosAlumno (spec 2 §7: path and response not shown). The client
 * sends what it knows of the group; the server reads the group itself and only
 * checks the student may open it, records the visit and says which screen opens.
 */
export const openResourcesCall = defineCall({
  name: 'recursos.abrir',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary:
    'Abre los recursos de un grupo del alumno (tipo 0 lecciones, 1 certificación): comprueba que el grupo esté habilitado, registra la visita y responde qué pantalla abrir y si el nivel tiene lecciones de certificación.',
  body: z.strictObject({
    id_alumno: idField,
    id_grupo: idField,
    tipo: resourceSet,
    // Sent by the original client; the server reads them from the group.
    id_curso: idField.optional(),
    id_nivel: idField.optional(),
    lecciones: z.number().int().min(0).max(1000).optional(),
  }),
  response: openedResources,
});

/** The file of a PDF or video resource of an open lesson, when the school serves its resources from here. */
export const resourceFileCall = defineCall({
  name: 'recursos.archivo',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Descarga el PDF o video de un recurso de una lección abierta para el alumno en su grupo.',
  params: z.strictObject({ id_grupo: idParam, id_recurso: idParam }),
  download: true,
  response: z.string().describe('application/pdf, video/mp4'),
});

export const certificationCodeCall = defineCall({
  name: 'codigo.certificacion',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary:
    'El código de certificación del alumno en su grupo (id codificado del grupo), una vez calificada la última lección de certificación; se emite una sola vez y no cambia.',
  params: z.strictObject({ id: encodedIdParam }),
  response: certificationCode,
});

export const certificationManualCall = defineCall({
  name: 'codigo.certificacion.manual',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'El manual de instrucciones del examen de certificación (PDF), para quien ya tiene su código.',
  params: z.strictObject({ id: encodedIdParam }),
  download: true,
  response: z.string().describe('application/pdf'),
});

export const lessonsCalls = [
  studentResourcesCall,
  openResourcesCall,
  resourceFileCall,
  certificationCodeCall,
  certificationManualCall,
] as const;
