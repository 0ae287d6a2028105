import { ALL_CALLS, AVATAR_DEFAULTS, callPath, decodeId, encodeId, ROLES, type CallDefinition, type Role } from '@lms/contract';
import { clientPasswordDigest } from '../../lib/password.js';
import { DEMO_PASSWORD, demoUserId } from '../../seed/index.js';
import { DEMO_SIGNATURE_PNG } from '../../seed/catalog.js';
import { multipartBody, TINY_PDF } from '../multipart.js';
import { validFiscalForm } from '../fiscal-form.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * The harness's world: one signed-in actor per role, other people's ids, and
 * for EVERY declared call a request its caller may make (`own`) and requests
 * with other people's ids (`foreign`). The matrix and the fuzz both start
 * from here; a call without an entry fails both (docs/harness.md).
 */
export interface Actor {
  role: Role;
  id: number;
  iderp: number;
  cookie: string;
}
export interface Req {
  params?: Record<string, string | number>;
  body?: unknown;
  /** A one-file multipart upload instead of a JSON body. */
  file?: Buffer;
}
export interface Fixture {
  /** A request the actor may make with its own ids (must succeed). */
  own: (me: Actor) => Req;
  /** What `own` answers when success needs more than ids (a mailed token): default 200. */
  ownStatus?: number;
  /** Requests carrying someone else's ids: each must be refused with 403 or 404. */
  foreign: (me: Actor) => Req[];
}

const ROLE_ACCOUNT: Record<Role, 'alumno' | 'teacher' | 'editor' | 'admin'> = {
  ALUMNO: 'alumno',
  TEACHER: 'teacher',
  EDITOR: 'editor',
  ADMINISTRADOR: 'admin',
};

export let t: TestApp;
export const actors = {} as Record<Role, Actor>;
/** The restricted editor (RESTRICTED_EDITOR_IDS), and each role's session at the other school's root. */
export const outsiders = { restrictedEditor: '', otherSchool: {} as Record<Role, string> };
/** Ids that belong to other people. */
export const other = {
  student: 0,
  studentErp: 0,
  studentGroup: 0,
  teacher2OnlyGroup: 0,
  otherSchoolGroup: 0,
  ownGroup: 0,
  /** demo.reprobado's fiscal record and constancia, demo.alumno's constancia, a school-2 constancia. */
  fiscalRecord: 0,
  fiscalFile: '',
  ownFile: '',
  otherSchoolFile: '',
  /** The version of demo.alumno's personal data when the world opened. */
  personalVersion: 0,
};
const fiscalForm = validFiscalForm;

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

export const FIXTURES: Record<string, Fixture> = {
  'usuario.notificacion.llave': { own: () => ({}), foreign: () => [] },
  'usuario.anuncio.descuento': { own: () => ({}), foreign: () => [] },
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
  'reglamento.get.reglamento': { own: () => ({}), foreign: () => [] },
  'reglamento.info.alumno': {
    own: (me) => ({ params: { id_alumno: me.id, id: me.iderp } }),
    foreign: (me) => [{ params: { id_alumno: other.student, id: other.studentErp } }, { params: { id_alumno: me.id, id: other.studentErp } }],
  },
  'reglamento.consulta.firma': {
    own: (me) => ({ params: { id_alumno: me.id } }),
    foreign: () => [{ params: { id_alumno: other.student } }],
  },
  // demo.alumno signed the rules in the demo data: the handler is reached and refuses a second one.
  'firma.add_archivo': { own: () => ({ file: DEMO_SIGNATURE_PNG }), ownStatus: 409, foreign: () => [] },
  'add.firma': {
    own: (me) => ({ body: { idusuario: me.id, firma_tutor: `${'a'.repeat(32)}.png` } }),
    ownStatus: 409,
    foreign: () => [{ body: { idusuario: other.student, firma_tutor: `${'a'.repeat(32)}.png` } }],
  },
  'calificacion.exci': { own: (me) => ({ params: { id: encodeId(me.id) } }), foreign: () => [{ params: { id: encodeId(other.student) } }] },
  'calificacion.toefl': { own: (me) => ({ params: { id: encodeId(me.id) } }), foreign: () => [{ params: { id: encodeId(other.student) } }] },
  'facturas.regimen.fiscal': { own: () => ({}), foreign: () => [] },
  'facturas.municipios': { own: () => ({}), foreign: () => [] },
  'constancia.alumno': {
    own: (me) => ({ params: { iderp: me.iderp } }),
    foreign: () => [{ params: { iderp: other.studentErp } }],
  },
  'guardar.constancia': { own: () => ({ file: TINY_PDF }), foreign: () => [] },
  'datos.fiscales.add': {
    // demo.alumno has fiscal data already: the handler is reached and says so.
    own: (me) => ({ body: { id_alumno: me.id, ...fiscalForm('a'.repeat(32) + '.pdf') } }),
    ownStatus: 409,
    foreign: () => [{ body: { id_alumno: other.student, ...fiscalForm(other.fiscalFile) } }],
  },
  'datos.fiscales.update': {
    own: (me) => ({ params: { iddatosfiscales: 999_999 }, body: { id_alumno: me.id, version: 1, deleted: 1 } }),
    ownStatus: 404,
    foreign: (me) => [
      { params: { iddatosfiscales: other.fiscalRecord }, body: { id_alumno: me.id, version: 1, deleted: 1 } },
      { params: { iddatosfiscales: other.fiscalRecord }, body: { id_alumno: other.student, version: 1, deleted: 1 } },
    ],
  },
  'archivos.constancia.fiscal': {
    own: (me) => ({ params: { nombre: me.role === 'ALUMNO' ? other.ownFile : other.fiscalFile } }),
    foreign: (me) => [{ params: { nombre: me.role === 'ALUMNO' ? other.fiscalFile : other.otherSchoolFile } }],
  },
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
  'usuario.datos': {
    own: (me) => ({ params: { id: me.id } }),
    foreign: () => [{ params: { id: other.student } }, { params: { id: demoUserId(2, 'alumno') } }],
  },
  'usuario.update.datos': {
    own: (me) => ({ body: { id: me.id, version: other.personalVersion, ...perfil } }),
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
  'usuario.token.notificacion': {
    own: (me) => ({ body: { id: me.id, token: `native-device-token-${me.id}` } }),
    foreign: () => [{ body: { id: other.student, token: 'native-device-token-robado' } }],
  },
  'grupos.alumno': {
    own: (me) => ({ params: { userId: me.id } }),
    foreign: () => [{ params: { userId: other.student } }, { params: { userId: demoUserId(2, 'alumno') } }],
  },
  'niveles.activas': { own: () => ({}), foreign: () => [] },
  'recursos.usuario': {
    own: (me) => ({ body: { id_alumno: me.id, id_grupo: other.ownGroup, tipo: 0 } }),
    foreign: (me) => [
      { body: { id_alumno: other.student, id_grupo: other.ownGroup, tipo: 0 } },
      { body: { id_alumno: me.id, id_grupo: other.studentGroup, tipo: 1 } },
      { body: { id_alumno: me.id, id_grupo: other.otherSchoolGroup, tipo: 0 } },
    ],
  },
  'calificacion.grupo': {
    own: (me) => ({ body: { id_alumno: me.id, id_grupo: other.ownGroup } }),
    foreign: (me) => [
      { body: { id_alumno: other.student, id_grupo: other.ownGroup } },
      { body: { id_alumno: me.id, id_grupo: other.studentGroup } },
      { body: { id_alumno: me.id, id_grupo: other.otherSchoolGroup } },
    ],
  },
  'grupos.informacion': {
    own: () => ({ params: { id: encodeId(other.ownGroup) } }),
    foreign: (me) => [
      { params: { id: encodeId(other.otherSchoolGroup) } },
      ...(me.role === 'ALUMNO' ? [{ params: { id: encodeId(other.studentGroup) } }] : []),
      ...(me.role === 'TEACHER' ? [{ params: { id: encodeId(other.teacher2OnlyGroup) } }] : []),
    ],
  },
};

/** Requests the harness made (its role × id cells), for the figures in the summary. */
export const tally = { requests: 0 };

export function request(call: CallDefinition, req: Req, cookie?: string, escuela = 1) {
  tally.requests++;
  const url = `/api/${escuela}/${callPath(call, req.params)}`;
  if (req.file) {
    const { payload, headers } = multipartBody('file', 'archivo.pdf', req.file, 'application/pdf');
    return t.app.inject({ method: call.method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  }
  return t.call(call.method, url, { cookie, body: req.body });
}

export const allowedRoles = (call: CallDefinition): readonly Role[] =>
  call.access === 'public' || call.access === 'signedIn' ? ROLES : call.access;

/** Opens a fresh app with demo data and signs the actors in. */
export async function openWorld(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  for (const role of ROLES) {
    const usuario = `demo.${ROLE_ACCOUNT[role]}`;
    const answer = await t.call('POST', '/api/1/usuario.validar.acceso', { body: { usuario, password: clientPasswordDigest(DEMO_PASSWORD) } });
    actors[role] = { role, id: demoUserId(1, ROLE_ACCOUNT[role]), iderp: answer.json().usuario.iderp, cookie: await t.login(1, usuario) };
  }
  outsiders.restrictedEditor = await t.login(1, 'demo.restringido');
  for (const role of ROLES) outsiders.otherSchool[role] = await t.login(2, `demo.${ROLE_ACCOUNT[role]}`);
  other.student = demoUserId(1, 'reprobado');
  other.personalVersion = (await t.call('GET', `/api/1/usuario.datos/${actors.ALUMNO.id}`, { cookie: actors.ALUMNO.cookie })).json().datos_usuario.version;
  const mine = (await t.call('GET', `/api/1/grupos.alumno/${actors.ALUMNO.id}`, { cookie: actors.ALUMNO.cookie })).json();
  other.ownGroup = mine[2].id; // taught by demo.teacher, the student is enrolled
  const reprobado = await t.login(1, 'demo.reprobado');
  other.studentErp = (await t.call('POST', '/api/1/usuario.validar.acceso', { body: { usuario: 'demo.reprobado', password: clientPasswordDigest(DEMO_PASSWORD) } })).json().usuario.iderp;
  const uploadAs = async (cookie: string, escuela: number) =>
    (await request(ALL_CALLS.find((c) => c.name === 'guardar.constancia')!, { file: TINY_PDF }, cookie, escuela)).json().nombre as string;
  other.fiscalFile = await uploadAs(reprobado, 1);
  other.ownFile = await uploadAs(actors.ALUMNO.cookie, 1);
  other.otherSchoolFile = await uploadAs(await t.login(2, 'demo.alumno'), 2);
  other.fiscalRecord = (
    await t.call('POST', '/api/1/datos.fiscales.add', { cookie: reprobado, body: { id_alumno: other.student, ...fiscalForm(other.fiscalFile) } })
  ).json().datos.iddatosfiscales;
  const theirs = (await t.call('GET', `/api/1/grupos.alumno/${other.student}`, { cookie: reprobado })).json();
  other.studentGroup = theirs[0].id;
  other.teacher2OnlyGroup = theirs[2].id;
  const student2 = await t.login(2, 'demo.alumno');
  other.otherSchoolGroup = (await t.call('GET', `/api/2/grupos.alumno/${demoUserId(2, 'alumno')}`, { cookie: student2 })).json()[0].id;
  return t;
}


/** An id no row has. */
export const MISSING_ID = 2_147_000_000;

/**
 * The `own` request with one id (path or body) replaced by a missing one, for
 * each id it carries: plain numbers and encoded ids; file names are not ids.
 */
export function withMissingIds(req: Req): Req[] {
  const variants: Req[] = [];
  for (const [key, value] of Object.entries(req.params ?? {})) {
    const missing = typeof value === 'number' ? MISSING_ID : decodeId(value) !== null && !/^[0-9]+$/.test(value) ? encodeId(MISSING_ID) : /^[0-9]+$/.test(value) ? MISSING_ID : null;
    if (missing !== null) variants.push({ ...req, params: { ...req.params, [key]: missing } });
  }
  if (req.body && typeof req.body === 'object') {
    for (const [key, value] of Object.entries(req.body)) {
      if (typeof value === 'number' && /^id/.test(key)) variants.push({ ...req, body: { ...req.body, [key]: MISSING_ID } });
    }
  }
  return variants;
}
