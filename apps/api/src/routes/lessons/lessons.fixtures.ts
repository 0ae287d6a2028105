import { other, type AreaFixtures } from '../../test/harness/world.js';

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'recursos.usuario': {
    own: (me) => ({ body: { id_alumno: me.id, id_grupo: other.ownGroup, tipo: 0 } }),
    foreign: (me) => [
      { body: { id_alumno: other.student, id_grupo: other.ownGroup, tipo: 0 } },
      { body: { id_alumno: me.id, id_grupo: other.studentGroup, tipo: 1 } },
      { body: { id_alumno: me.id, id_grupo: other.otherSchoolGroup, tipo: 0 } },
    ],
  },
};
