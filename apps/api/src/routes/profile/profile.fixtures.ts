import { AVATAR_DEFAULTS } from '@lms/contract';
import { clientPasswordDigest } from '../../lib/password.js';
import { DEMO_PASSWORD, demoUserId } from '../../seed/index.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';
import { profileWorld } from './profile.harness.js';

const perfil = {
  nombre: 'Ana',
  apellido_paterno: 'López',
  edad: 20,
  telefono: '8180000000',
  celular: '8180000001',
  calle: 'Hidalgo 1',
  cp: 64000,
  municipio: 'Monterrey',
};

const avatar = { ...AVATAR_DEFAULTS, isCircle: true };

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'usuario.anuncio.descuento': { own: () => ({}), foreign: () => [] },
  'usuario.datos': {
    own: (me) => ({ params: { id: me.id } }),
    foreign: () => [{ params: { id: other.student } }, { params: { id: demoUserId(2, 'alumno') } }],
  },
  'usuario.update.datos': {
    own: (me) => ({ body: { id: me.id, version: profileWorld.personalVersion, ...perfil } }),
    foreign: () => [{ body: { id: other.student, version: 1, ...perfil } }],
  },
  'usuario.update.password': {
    own: (me) => ({ body: { id: me.id, password: clientPasswordDigest(DEMO_PASSWORD), newpassword: clientPasswordDigest(`otra-${me.id}`) } }),
    foreign: () => [{ body: { id: other.student, password: clientPasswordDigest(DEMO_PASSWORD), newpassword: clientPasswordDigest('robada') } }],
  },
  'usuario.update.avatar': {
    own: (me) => ({ body: { id_alumno: me.id, ...avatar } }),
    foreign: () => [{ body: { id_alumno: other.student, ...avatar } }],
  },
};
