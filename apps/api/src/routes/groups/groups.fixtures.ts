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
};
