import { encodeId } from '@lms/contract';
import { other, type AreaFixtures } from '../../test/harness/world.js';

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'usuario.informacion.constancia': {
    own: (me) => ({ params: { iderp: me.iderp } }),
    foreign: () => [{ params: { iderp: other.studentErp } }],
  },
  'usuario.get.constancias': {
    own: (me) => ({ params: { iderp: me.iderp } }),
    foreign: () => [{ params: { iderp: other.studentErp } }],
  },
  'usuario.add.constancia': {
    own: (me) => ({ body: { id_usuario: me.id } }),
    foreign: () => [{ body: { id_usuario: other.student } }],
  },
  'archivos.constancia.estudios': {
    // The demo certificate of demo.alumno (school 1) and of school 2.
    own: () => ({ params: { archivo: `${'c'.repeat(31)}1.pdf` } }),
    foreign: () => [{ params: { archivo: `${'c'.repeat(31)}2.pdf` } }],
  },
  'calificacion.exci': { own: (me) => ({ params: { id: encodeId(me.id) } }), foreign: () => [{ params: { id: encodeId(other.student) } }] },
  'calificacion.toefl': { own: (me) => ({ params: { id: encodeId(me.id) } }), foreign: () => [{ params: { id: encodeId(other.student) } }] },
};
