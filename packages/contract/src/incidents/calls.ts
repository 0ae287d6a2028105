import { z } from 'zod';
import { defineCall } from '../call.js';
import { idField, idParam, versionField } from '../common-schemas.js';
import { listAnswer, listQuery } from '../lists.js';
import {
  INCIDENT_STATUSES,
  incidentChangeAnswer,
  incidentMessage,
  incidentNote,
  incidentText,
  studentIncident,
  teacherIncident,
} from './schemas.js';

const area = 'incidents';

/**
 * The `iderp` the spec's bodies carry is accepted and never read: the server
 * takes the student's ERP id from its own rows (docs/decisions/027).
 */
const ignoredErp = z.number().int().nullish();

/** The orders of the teacher's table; the web reads the same keys. */
export const incidentsListSort = { keys: ['fecha', 'idincidencias', 'nombre_completo', 'regla', 'estatus'], defaultSort: '-fecha' } as const;

export const groupIncidentsCall = defineCall({
  name: 'incidencias.get.incidencias',
  method: 'GET',
  access: ['TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'Incidencias del grupo (no eliminadas), por página; búsqueda por alumno, regla o notas. idcurso: tipo de curso del grupo, para filtrar sus reglas.',
  params: z.strictObject({ groupId: idParam }),
  query: listQuery({ sort: incidentsListSort.keys, defaultSort: incidentsListSort.defaultSort }),
  response: listAnswer(teacherIncident).extend({ idcurso: z.number().int() }),
});

export const studentIncidentsCall = defineCall({
  name: 'incidencias.get.misincidencias',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Incidencias del alumno (no eliminadas), la más reciente primero, con sus mensajes de rechazo y respuestas.',
  params: z.strictObject({ studentId: idParam }),
  response: z.array(studentIncident),
});

export const addIncidentCall = defineCall({
  name: 'incidencias.add.incidencia',
  method: 'POST',
  access: ['TEACHER'],
  area,
  summary: 'Registra una incidencia (Pendiente) a un alumno del grupo, con una regla del curso del grupo y una nota opcional.',
  body: z.strictObject({ id_grupo: idField, id_alumno: idField, idreglamento: idField, notas: incidentNote.optional() }),
  response: z.object({ message: z.string(), incidencia: teacherIncident }),
});

export const updateIncidentCall = defineCall({
  name: 'incidencias.update',
  method: 'PUT',
  access: ['TEACHER'],
  area,
  summary: 'Con deleted 1 elimina la incidencia; si no, cambia notas o regla de una incidencia Pendiente. 409 si cambió desde la versión leída.',
  params: z.strictObject({ id: idParam }),
  body: z.strictObject({
    version: versionField,
    deleted: z.union([z.literal(0), z.literal(1)]).optional(),
    notas: incidentNote.optional(),
    idreglamento: idField.optional(),
  }),
  response: z.object({ message: z.string(), incidencia: teacherIncident }),
});

export const rejectionMessagesCall = defineCall({
  name: 'consultar.mensajes.rechazo.incidencias',
  method: 'POST',
  access: ['ALUMNO', 'TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'Historial de rechazos de una incidencia (nota del alumno y respuesta del teacher), del más antiguo al más reciente.',
  body: z.strictObject({ idincidencias: idField, iderp: ignoredErp }),
  response: z.array(incidentMessage),
});

export const rejectIncidentCall = defineCall({
  name: 'add.incidencias.mensaje',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'El alumno rechaza su incidencia con un motivo (estatus 2); rechazada, puede escribir otro. id: el id del alumno.',
  body: z.strictObject({
    idincidencias: idField,
    nota: incidentText,
    id: idField,
    estatus: INCIDENT_STATUSES.schema,
    iderp: ignoredErp,
    version: versionField.optional(),
  }),
  response: incidentChangeAnswer,
});

export const replyIncidentCall = defineCall({
  name: 'update.incidencias.mensaje.respuesta',
  method: 'POST',
  access: ['TEACHER'],
  area,
  summary: 'El teacher responde el último mensaje (id) de una incidencia rechazada; vuelve a Pendiente (estatus 0).',
  body: z.strictObject({
    nota_respuesta: incidentText,
    idincidencias: idField,
    id: idField,
    estatus: INCIDENT_STATUSES.schema,
    iderp: ignoredErp,
    version: versionField.optional(),
  }),
  response: incidentChangeAnswer,
});

export const acceptIncidentCall = defineCall({
  name: 'update.estatus.incidencias',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'El alumno acepta su incidencia (estatus 1), Pendiente o Rechazada.',
  body: z.strictObject({ id: idField, estatus: INCIDENT_STATUSES.schema, version: versionField.optional() }),
  response: incidentChangeAnswer,
});

export const incidentsCalls = [
  groupIncidentsCall,
  studentIncidentsCall,
  addIncidentCall,
  updateIncidentCall,
  rejectionMessagesCall,
  rejectIncidentCall,
  replyIncidentCall,
  acceptIncidentCall,
] as const;
