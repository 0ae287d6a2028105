import { z } from 'zod';
import { defineCall } from '../call.js';
import { encodedIdParam, idField, idParam } from '../common-schemas.js';
import { listAnswer, listQuery } from '../lists.js';

/** EXCI and TOEFL results (spec 1 §2). */
export const exciCall = defineCall({
  name: 'calificacion.exci',
  method: 'GET',
  access: ['ALUMNO'],
  area: 'certificates',
  summary: 'Ruta del resultado EXCI del alumno (id codificado), para mostrarla en un marco.',
  params: z.strictObject({ id: encodedIdParam }),
  response: z.object({ RUTA_EXCI: z.string().nullable() }),
});

export const toeflCall = defineCall({
  name: 'calificacion.toefl',
  method: 'GET',
  access: ['ALUMNO'],
  area: 'certificates',
  summary: 'Paso del TOEFL del alumno: 2 satisfactorio, 1 no satisfactorio, null sin resultado.',
  params: z.strictObject({ id: encodedIdParam }),
  response: z.object({ paso: z.union([z.literal(1), z.literal(2)]).nullable() }),
});

export const examResultCalls = [exciCall, toeflCall] as const;

/** Study certificates (constancias de estudios, spec 1 §2 and spec 2 §2). */
export const CERTIFICATE_LEVELS = { ADULTS: 14, TEENS: 16 } as const;

/** Spec 1 §9: a student is TEENS when the last group's course name contains 'een' (we compare without case). */
export function certificateProgram(lastCourseName: string | null | undefined): keyof typeof CERTIFICATE_LEVELS {
  return lastCourseName?.toLowerCase().includes('een') ? 'TEENS' : 'ADULTS';
}

const archivoName = z.string().regex(/^[a-f0-9]{32}\.pdf$/, { error: 'Nombre de archivo inválido.' });

export const certificateInfoCall = defineCall({
  name: 'usuario.informacion.constancia',
  method: 'GET',
  access: ['ALUMNO'],
  area: 'certificates',
  summary: 'Datos del ciclo actual del alumno para su constancia de estudios.',
  params: z.strictObject({ iderp: idParam }),
  response: z.object({
    ciclo: z.string(),
    plantel: z.string(),
    direccion: z.string(),
    fecha_inicio_ciclo: z.string(),
    programa: z.enum(['ADULTS', 'TEENS']),
    niveles: z.number().int(),
    ya_solicitada: z.boolean(),
  }),
});

/** The orders of the certificates list; the web reads the same keys. */
export const certificatesListSort = { keys: ['fecha_alta', 'ciclo'], defaultSort: '-fecha_alta' } as const;

export const certificatesListCall = defineCall({
  name: 'usuario.get.constancias',
  method: 'GET',
  access: ['ALUMNO'],
  area: 'certificates',
  summary: 'Constancias de estudios del alumno, por página (búsqueda por ciclo).',
  params: z.strictObject({ iderp: idParam }),
  query: listQuery({ sort: certificatesListSort.keys, defaultSort: certificatesListSort.defaultSort }),
  response: listAnswer(z.object({ fecha_alta: z.string(), ciclo: z.string(), archivo: z.string() })),
});

export const createCertificateCall = defineCall({
  name: 'usuario.add.constancia',
  method: 'POST',
  access: ['ALUMNO'],
  area: 'certificates',
  summary: 'Genera en el servidor la constancia de estudios del ciclo actual (una por ciclo); responde el archivo.',
  body: z.strictObject({ id_usuario: idField }),
  response: z.object({ archivo: z.string(), message: z.string() }),
});

export const certificateFileCall = defineCall({
  name: 'archivos.constancia.estudios',
  method: 'GET',
  access: ['ALUMNO', 'EDITOR', 'ADMINISTRADOR'],
  area: 'certificates',
  summary: 'Descarga el PDF de una constancia de estudios (su dueño o personal administrativo).',
  params: z.strictObject({ archivo: archivoName }),
  download: true,
  response: z.string().describe('application/pdf'),
});

export const studyCertificateCalls = [certificateInfoCall, certificatesListCall, createCertificateCall, certificateFileCall] as const;
