import { clientPasswordDigest } from '../../lib/password.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';

const registration = {
  nombre: 'Ana',
  apellido_paterno: 'López',
  edad: 20,
  email: 'ana@correo.example.mx',
  sexo: 1,
  telefono: '8180000000',
  celular: '8180000001',
  contacto_emergencia: 'Luis 8180000002',
  calle: 'Hidalgo',
  numero: '1',
  colonia: 'Centro',
  municipio: 'Monterrey',
  estado: 19,
  medio_contacto: 1,
  ocupacion: 1,
  estado_civil: 1,
  hijos: 1,
  motivo_estudio: 1,
  transporte: 1,
};

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'usuario.enviar.correo': {
    // demo.alumno is registered already: a valid request reaches the handler and gets 409.
    own: (me) => ({ body: { id_usuario: me.id, ...registration } }),
    ownStatus: 409,
    foreign: () => [{ body: { id_usuario: other.student, ...registration } }],
  },
  // Without a mailed token the best a caller can do is a well-formed unknown one.
  'usuario.activar.cuenta': { own: () => ({ body: { token: 'x'.repeat(43) } }), ownStatus: 400, foreign: () => [] },
  'usuario.recuperar.password': { own: (me) => ({ body: { usuario: `nadie-${me.id}` } }), foreign: () => [] },
  'usuario.restablecer.password': {
    own: () => ({ body: { token: 'x'.repeat(43), password: clientPasswordDigest('x') } }),
    ownStatus: 400,
    foreign: () => [],
  },
  'usuario.reenviar.correo': { own: (me) => ({ body: { matricula: `nadie-${me.id}`, correo: 'n@x.mx' } }), foreign: () => [] },
};
