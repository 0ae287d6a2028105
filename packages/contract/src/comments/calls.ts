import { z } from 'zod';
import { defineCall } from '../call.js';
import { idField, idParam } from '../common-schemas.js';
import { MSG } from '../messages.js';
import { COMMENT_STATUSES, commentChangeAnswer, commentCycle, failingStudentsAnswer } from './schemas.js';

const area = 'comments';
const STAFF = ['TEACHER', 'ADMINISTRADOR'] as const;

/** The related cycle in the path: an id, or 'null' / 0 when the cycle has none (the list's null). */
const relatedCycleParam = z.union([z.codec(z.enum(['null', '0']), z.null(), { decode: () => null, encode: () => 'null' as const }), idParam]);
/** The school in the path: 1 or 2, and it must be the session's. */
const schoolParam = z.codec(z.enum(['1', '2'], { error: MSG.invalidId }), z.number(), { decode: Number, encode: (school) => (school === 1 ? '1' : '2') });

export const commentCyclesCall = defineCall({
  name: 'comentarios.ciclos.all',
  method: 'GET',
  access: STAFF,
  area,
  summary: 'Ciclos de la escuela con CICLO en el nombre y sin la marca FE, del más antiguo al más reciente, con el ciclo de la otra marca del mismo periodo.',
  response: z.array(commentCycle),
});

export const failingStudentsCall = defineCall({
  name: 'comentarios.puntos',
  method: 'GET',
  access: STAFF,
  area,
  summary:
    'Alumnos en riesgo del ciclo en los grupos que el usuario imparte o coordina (la escuela entera para un administrador), con sus puntos y su comentario; userId y escuela son los de la sesión.',
  params: z.strictObject({ id_ciclo: idParam, id_ciclo_relacionado: relatedCycleParam, userId: idParam, escuela: schoolParam }),
  response: failingStudentsAnswer,
});

export const addCommentCall = defineCall({
  name: 'comentarios.reprobados.comentarios.add',
  method: 'POST',
  access: STAFF,
  area,
  summary:
    'Envía uno de los cinco comentarios (su texto o su id) sobre un alumno en riesgo de un grupo que el usuario imparte o coordina; queda En Revisión. Uno por alumno y grupo mientras esté en revisión o aceptado (409).',
  body: z.strictObject({
    id_usuario: idField,
    id_alumno: idField,
    mensaje: z.union([z.number().int(), z.string().max(1000)]),
    id_grupo: idField,
  }),
  response: commentChangeAnswer,
});

export const reviewCommentCall = defineCall({
  name: 'comentarios.estado',
  method: 'PUT',
  // An administrator first: the harness fuzzes a call as its first role, and one reviews any comment of the school.
  access: ['ADMINISTRADOR', 'TEACHER'],
  area,
  summary:
    'La coordinación del plantel del grupo (o la administración) acepta (1) o rechaza (2) un comentario En Revisión que no escribió; aceptar uno que aprueba cierra el nivel con 70.',
  body: z.strictObject({ id_comentario: idField, id_estado: COMMENT_STATUSES.schema }),
  response: commentChangeAnswer,
});

export const commentsCalls = [commentCyclesCall, failingStudentsCall, addCommentCall, reviewCommentCall] as const;
