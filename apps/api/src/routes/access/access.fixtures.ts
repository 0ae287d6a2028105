import { clientPasswordDigest } from '../../lib/password.js';
import { DEMO_PASSWORD, demoUserId } from '../../seed/index.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'escuela.informacion': { own: () => ({}), foreign: () => [] },
  'usuario.validar.acceso': {
    own: () => ({ body: { usuario: 'demo.alumno', password: clientPasswordDigest(DEMO_PASSWORD) } }),
    foreign: () => [],
  },
  'usuario.cerrar.sesion': { own: () => ({}), foreign: () => [] },
  'usuario.acceso': {
    own: (me) => ({ params: { userId: me.id } }),
    foreign: () => [{ params: { userId: other.student } }, { params: { userId: demoUserId(2, 'alumno') } }],
  },
  'usuario.tipodispositivo': {
    own: (me) => ({ body: { id: me.id, dispositivo: 'web' } }),
    foreign: () => [{ body: { id: other.student, dispositivo: 'web' } }],
  },
};
