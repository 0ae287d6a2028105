import { encodeId } from '@lms/contract';
import { other, type AreaFixtures } from '../../test/harness/world.js';
import { lessonsWorld } from './lessons.harness.js';

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
  'recursos.abrir': {
    // id_curso, id_nivel and lecciones may come too; the server reads the group instead (its test).
    own: (me) => ({ body: { id_alumno: me.id, id_grupo: other.ownGroup, tipo: 1 } }),
    foreign: (me) => [
      { body: { id_alumno: other.student, id_grupo: other.ownGroup, tipo: 0 } },
      { body: { id_alumno: me.id, id_grupo: other.studentGroup, tipo: 0 } },
      { body: { id_alumno: me.id, id_grupo: other.otherSchoolGroup, tipo: 0 } },
    ],
  },
  'recursos.archivo': {
    own: () => ({ params: { id_grupo: other.ownGroup, id_recurso: lessonsWorld.lessonFile } }),
    foreign: () => [
      { params: { id_grupo: other.studentGroup, id_recurso: lessonsWorld.lessonFile } },
      { params: { id_grupo: other.otherSchoolGroup, id_recurso: lessonsWorld.lessonFile } },
    ],
  },
  // The harness world answered demo.alumno's certification lessons: her code exists.
  'codigo.certificacion': {
    own: () => ({ params: { id: encodeId(other.ownGroup) } }),
    foreign: () => [{ params: { id: encodeId(other.studentGroup) } }, { params: { id: encodeId(other.otherSchoolGroup) } }],
  },
  'codigo.certificacion.manual': {
    own: () => ({ params: { id: encodeId(other.ownGroup) } }),
    foreign: () => [{ params: { id: encodeId(other.studentGroup) } }, { params: { id: encodeId(other.otherSchoolGroup) } }],
  },
};
