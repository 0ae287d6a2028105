import { RULES } from '../../seed/catalog.js';
import { demoUserId } from '../../seed/index.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';
import { demoIncidentId, demoMessageIds } from './incidents.seed.js';

const RULES_PER_SCHOOL = RULES[1].length + RULES[2].length + RULES[3].length;

/**
 * A rule's id as the rules seed writes them (school 1's first, by course type
 * and order); incidents.test.ts holds this to the database.
 */
export function demoRuleId(escuela: 1 | 2, tipo: 1 | 2 | 3, index: number): number {
  const before = ([1, 2, 3] as const).filter((t) => t < tipo).reduce((n, t) => n + RULES[t].length, 0);
  return (escuela - 1) * RULES_PER_SCHOOL + before + index + 1;
}

const incident = demoIncidentId;

/**
 * The harness's requests for every call of the area (docs/harness.md). Each
 * change goes to its own demo incident of demo.alumno in group 3 (which
 * demo.teacher teaches), so the calls do not undo each other's state; the
 * foreign ones are demo.reprobado's (in group 7 only demo.teacher2 teaches)
 * and the other school's.
 */
export const fixtures: AreaFixtures = {
  'incidencias.get.incidencias': {
    own: () => ({ params: { groupId: other.ownGroup } }),
    foreign: (me) => [
      { params: { groupId: other.otherSchoolGroup } },
      ...(me.role === 'TEACHER' ? [{ params: { groupId: other.teacher2OnlyGroup } }] : []),
    ],
  },
  'incidencias.get.misincidencias': {
    own: (me) => ({ params: { studentId: me.id } }),
    foreign: () => [{ params: { studentId: other.student } }, { params: { studentId: demoUserId(2, 'alumno') } }],
  },
  'incidencias.add.incidencia': {
    own: (me) => ({ body: { id_grupo: other.ownGroup, id_alumno: demoUserId(1, 'alumno'), idreglamento: demoRuleId(1, 1, 0), notas: `Registrada por ${me.role}.` } }),
    foreign: () => [
      { body: { id_grupo: other.teacher2OnlyGroup, id_alumno: other.student, idreglamento: demoRuleId(1, 1, 0) } },
      { body: { id_grupo: other.otherSchoolGroup, id_alumno: demoUserId(2, 'alumno'), idreglamento: demoRuleId(2, 1, 0) } },
    ],
  },
  // The demo incident `editable` is at version 1; the matrix edits it once.
  'incidencias.update': {
    own: () => ({ params: { id: incident(1, 'editable') }, body: { version: 1, notas: 'Nota corregida por el teacher.' } }),
    foreign: () => [
      { params: { id: incident(1, 'soloTeacher2') }, body: { version: 2, deleted: 1 } },
      { params: { id: incident(2, 'editable') }, body: { version: 1, deleted: 1 } },
    ],
  },
  'consultar.mensajes.rechazo.incidencias': {
    own: () => ({ body: { idincidencias: incident(1, 'respondida') } }),
    foreign: (me) => [
      { body: { idincidencias: incident(2, 'respondida') } },
      ...(me.role === 'ALUMNO' ? [{ body: { idincidencias: incident(1, 'reprobado') } }] : []),
      ...(me.role === 'TEACHER' ? [{ body: { idincidencias: incident(1, 'soloTeacher2') } }] : []),
    ],
  },
  'add.incidencias.mensaje': {
    own: (me) => ({ body: { idincidencias: incident(1, 'pendiente'), nota: 'No llegué tarde: el grupo de Zoom no abría.', id: me.id, estatus: 2 } }),
    foreign: (me) => [
      { body: { idincidencias: incident(1, 'reprobado'), nota: 'No fui yo.', id: me.id, estatus: 2 } },
      { body: { idincidencias: incident(2, 'pendiente'), nota: 'No fui yo.', id: me.id, estatus: 2 } },
      { body: { idincidencias: incident(1, 'pendiente'), nota: 'No fui yo.', id: other.student, estatus: 2 } },
    ],
  },
  'update.incidencias.mensaje.respuesta': {
    own: () => ({ body: { nota_respuesta: 'Revisé tu mensaje; la incidencia se mantiene.', idincidencias: incident(1, 'rechazada'), id: demoMessageIds(1, 'rechazada')[0]!, estatus: 0 } }),
    foreign: () => [
      { body: { nota_respuesta: 'Respuesta.', idincidencias: incident(1, 'soloTeacher2'), id: demoMessageIds(1, 'soloTeacher2')[0]!, estatus: 0 } },
      { body: { nota_respuesta: 'Respuesta.', idincidencias: incident(2, 'rechazada'), id: demoMessageIds(2, 'rechazada')[0]!, estatus: 0 } },
    ],
  },
  'update.estatus.incidencias': {
    own: () => ({ body: { id: incident(1, 'porAceptar'), estatus: 1 } }),
    foreign: () => [{ body: { id: incident(1, 'reprobado'), estatus: 1 } }, { body: { id: incident(2, 'porAceptar'), estatus: 1 } }],
  },
};
