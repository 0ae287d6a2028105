import { encodeId } from '@lms/contract';
import { demoUserId } from '../../seed/index.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'grupos.alumno': {
    own: (me) => ({ params: { userId: me.id } }),
    foreign: () => [{ params: { userId: other.student } }, { params: { userId: demoUserId(2, 'alumno') } }],
  },
  'niveles.activas': { own: () => ({}), foreign: () => [] },
  'grupos.informacion': {
    own: () => ({ params: { id: encodeId(other.ownGroup) } }),
    foreign: (me) => [
      { params: { id: encodeId(other.otherSchoolGroup) } },
      ...(me.role === 'ALUMNO' ? [{ params: { id: encodeId(other.studentGroup) } }] : []),
      ...(me.role === 'TEACHER' ? [{ params: { id: encodeId(other.teacher2OnlyGroup) } }] : []),
    ],
  },
  'grupos.teachers': {
    // A teacher asks for their own groups; an administrator for a teacher's of the school.
    own: (me) => ({ params: { id: encodeId(me.role === 'TEACHER' ? me.id : demoUserId(1, 'teacher')) } }),
    foreign: (me) => [
      { params: { id: encodeId(demoUserId(2, 'teacher')) } },
      ...(me.role === 'TEACHER' ? [{ params: { id: encodeId(demoUserId(1, 'teacher2')) } }] : [{ params: { id: encodeId(other.student) } }]),
    ],
  },
  'grupos.lista.alumnos': {
    own: () => ({ params: { id: encodeId(other.ownGroup) } }),
    foreign: (me) => [
      { params: { id: encodeId(other.otherSchoolGroup) } },
      ...(me.role === 'TEACHER' ? [{ params: { id: encodeId(other.teacher2OnlyGroup) } }] : []),
    ],
  },
};
