import { z } from 'zod';
import { defineCall } from '../call.js';
import { encodedIdParam, idParam } from '../common-schemas.js';
import { activeLevel, classStudent, groupInformation, groupSummary, teacherGroup } from './schemas.js';

const area = 'groups';

export const studentGroupsCall = defineCall({
  name: 'grupos.alumno',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Grupos del alumno, ordenados por nivel, con habil/reprobado/extraordinario.',
  params: z.strictObject({ userId: idParam }),
  response: z.array(groupSummary),
});

export const groupInformationCall = defineCall({
  name: 'grupos.informacion',
  method: 'GET',
  access: ['ALUMNO', 'TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'Detalle de un grupo (id codificado en base64url o decimal).',
  params: z.strictObject({ id: encodedIdParam }),
  response: groupInformation,
});

export const activeLevelsCall = defineCall({
  name: 'niveles.activas',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Niveles activos de la escuela, por curso y en orden de enseñanza.',
  response: z.array(activeLevel),
});

export const teacherGroupsCall = defineCall({
  name: 'grupos.teachers',
  method: 'GET',
  access: ['TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'Grupos del teacher (teacher 1 o 2) de los ciclos abiertos; el id del teacher va codificado y es el de la sesión.',
  params: z.strictObject({ id: encodedIdParam }),
  response: z.array(teacherGroup),
});

export const classListCall = defineCall({
  name: 'grupos.lista.alumnos',
  method: 'GET',
  access: ['TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'Alumnos de un grupo del teacher (id codificado), con su avatar, por nombre.',
  params: z.strictObject({ id: encodedIdParam }),
  response: z.array(classStudent),
});

export const groupsCalls = [studentGroupsCall, groupInformationCall, activeLevelsCall, teacherGroupsCall, classListCall] as const;
