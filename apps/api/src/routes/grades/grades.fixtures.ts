import { demoUserId } from '../../seed/index.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'calificacion.grupo': {
    own: (me) => ({ body: { id_alumno: me.id, id_grupo: other.ownGroup } }),
    foreign: (me) => [
      { body: { id_alumno: other.student, id_grupo: other.ownGroup } },
      { body: { id_alumno: me.id, id_grupo: other.studentGroup } },
      { body: { id_alumno: me.id, id_grupo: other.otherSchoolGroup } },
    ],
  },
  'usuario.kardex': {
    own: (me) => ({ params: { userId: me.id } }),
    foreign: () => [{ params: { userId: other.student } }, { params: { userId: demoUserId(2, 'alumno') } }],
  },
  'grupos.calificaciones': {
    own: () => ({ body: { id_grupo: other.ownGroup } }),
    foreign: (me) => [{ body: { id_grupo: other.otherSchoolGroup } }, ...(me.role === 'TEACHER' ? [{ body: { id_grupo: other.teacher2OnlyGroup } }] : [])],
  },
  'grupos.calificaciones.kids': {
    own: () => ({ body: { id_grupo: other.kidsGroup } }),
    foreign: () => [{ body: { id_grupo: other.otherSchoolGroup } }],
  },
  'grupos.riesgo': {
    own: () => ({ body: { id_grupo: other.ownGroup } }),
    foreign: (me) => [{ body: { id_grupo: other.otherSchoolGroup } }, ...(me.role === 'TEACHER' ? [{ body: { id_grupo: other.teacher2OnlyGroup } }] : [])],
  },
};
