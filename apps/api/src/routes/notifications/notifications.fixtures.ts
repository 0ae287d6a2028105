import { other, type AreaFixtures } from '../../test/harness/world.js';

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'usuario.notificacion.llave': { own: () => ({}), foreign: () => [] },
  'usuario.token.notificacion': {
    own: (me) => ({ body: { id: me.id, token: `native-device-token-${me.id}` } }),
    foreign: () => [{ body: { id: other.student, token: 'native-device-token-robado' } }],
  },
};
