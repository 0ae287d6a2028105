import {
  attendanceCodeIssueCall,
  decodeId,
  encodeId,
  loginCall,
  ROLES,
  studentGroupsCall,
  teacherGroupsCall,
  type Answer,
  type CallDefinition,
  type Role,
} from '@lms/contract';
import { Readable } from 'node:stream';
import { clientPasswordDigest } from '../../lib/password.js';
import { DEMO_PASSWORD, demoUserId } from '../../seed/index.js';
import { callUrl } from '../call-url.js';
import { multipartBody } from '../multipart.js';
import { enrolInOlderGroup } from '../older-group.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * The harness's world: one signed-in actor per role, other people's ids, and
 * the requests of every area's fixtures (routes/<area>/<area>.fixtures.ts,
 * gathered by fixtures.ts) are made of. The matrix and the fuzz both start
 * from here (docs/harness.md).
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
  /**
   * What `own` answers when success needs more than ids (a mailed token): default 200.
   * Per actor when a role allows the call to some of its users only (a teacher
   * reviews comments only as a coordinator, decision 028).
   */
  ownStatus?: number | ((me: Actor) => number);
  /** Requests carrying someone else's ids: each must be refused with 403 or 404. */
  foreign: (me: Actor) => Req[];
}
/** An area's fixtures by call name: exactly its calls of the contract (routes/areas.test.ts). */
export type AreaFixtures = Record<string, Fixture>;

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
/**
 * Ids that belong to other people, which many areas' fixtures carry. What one
 * area's fixtures alone need is made by its own `routes/<area>/<area>.harness.ts`
 * (found by fixtures.ts), so a new area edits nothing here.
 */
export const other = {
  student: 0,
  studentErp: 0,
  studentGroup: 0,
  teacher2OnlyGroup: 0,
  otherSchoolGroup: 0,
  ownGroup: 0,
  /** demo.teacher's kids group (KID-N1-H). */
  kidsGroup: 0,
  /**
   * An older group of demo.alumno's current level (a cycle before, all its
   * lessons past, passed with 85): history, through which nothing of the
   * level opens (decision 030).
   */
  olderGroup: 0,
  /** demo.teacher2, who coordinates the first branch, and the attendance code the administration issued for them there today. */
  coordinator: { role: 'TEACHER', id: 0, iderp: 0, cookie: '' } as Actor,
  coordinatorCode: '',
  /** The first-branch group both demo teachers teach, where that code was issued. */
  codedGroup: 0,
};

/** One answer per question: the first option of each multiple-choice question (never a hidden one), none for an instruction. */
export const someAnswers = (preguntas: ReadonlyArray<{ num_pregunta: number; idTipoPregunta: number }>): Answer[] =>
  preguntas.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.idTipoPregunta === 2 ? 1 : null }));

/** Requests the harness made (its role × id cells), for the figures in the summary. */
export const tally = { requests: 0 };

export function request(call: CallDefinition, req: Req, cookie?: string, escuela = 1) {
  tally.requests++;
  const url = callUrl(call, { params: req.params, school: escuela });
  if (req.file) {
    const { payload, headers } = multipartBody('file', 'archivo.pdf', req.file, 'application/pdf');
    return t.app.inject({ method: call.method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  }
  // A fixture's request is typed by no one call, so t.request cannot take it; its URL comes from the same builder.
  return t.call(call.method, url, { cookie, body: req.body });
}

export const allowedRoles = (call: CallDefinition): readonly Role[] =>
  call.access === 'public' || call.access === 'signedIn' ? ROLES : call.access;

/**
 * The request with its file sent as a stream that notes whether anyone read
 * it: an upload the service refuses must be refused before its body is read
 * (a stranger's 140 MB video never arrives).
 */
export async function sendUnread(call: CallDefinition, req: Req, cookie: string) {
  const { payload, headers } = multipartBody('file', 'archivo.pdf', req.file ?? Buffer.alloc(0), 'application/pdf');
  let read = false;
  const body = new Readable({
    read() {
      read = true;
      this.push(payload);
      this.push(null);
    },
  });
  tally.requests++;
  const res = await t.app.inject({
    method: call.method,
    url: callUrl(call, { params: req.params, school: 1 }),
    headers: { ...headers, 'content-length': String(payload.length), cookie },
    payload: body,
  });
  return { res, read };
}

/** Opens a fresh app with demo data, signs the actors in and finds the shared ids (fixtures.ts's openWorld adds each area's). */
export async function openSharedWorld(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  for (const role of ROLES) actors[role] = await signIn(role, `demo.${ROLE_ACCOUNT[role]}`);
  outsiders.restrictedEditor = await t.login(1, 'demo.restringido');
  for (const role of ROLES) outsiders.otherSchool[role] = await t.login(2, `demo.${ROLE_ACCOUNT[role]}`);
  other.student = demoUserId(1, 'reprobado');
  const mine = await t.requestJson(studentGroupsCall, { params: { userId: actors.ALUMNO.id }, cookie: actors.ALUMNO.cookie });
  other.ownGroup = mine[2]!.id; // taught by demo.teacher, the student is enrolled
  const reprobado = await t.login(1, 'demo.reprobado');
  other.studentErp = (await t.requestJson(loginCall, { body: { usuario: 'demo.reprobado', password: clientPasswordDigest(DEMO_PASSWORD) } })).usuario.iderp!;
  const theirs = await t.requestJson(studentGroupsCall, { params: { userId: other.student }, cookie: reprobado });
  other.studentGroup = theirs[0]!.id;
  other.teacher2OnlyGroup = theirs[2]!.id;
  const student2 = await t.login(2, 'demo.alumno');
  other.otherSchoolGroup = (await t.requestJson(studentGroupsCall, { params: { userId: demoUserId(2, 'alumno') }, school: 2, cookie: student2 }))[0]!.id;
  const taught = await t.requestJson(teacherGroupsCall, { params: { id: encodeId(actors.TEACHER.id) }, cookie: actors.TEACHER.cookie });
  other.kidsGroup = taught.find((g) => g.grupo_corto === 'KID-N1-H')!.id;
  other.olderGroup = await enrolInOlderGroup(t, actors.ALUMNO.id, other.ownGroup);
  other.coordinator = await signIn('TEACHER', 'demo.teacher2');
  other.codedGroup = mine[0]!.id;
  other.coordinatorCode = (
    await t.requestJson(attendanceCodeIssueCall, { cookie: actors.ADMINISTRADOR.cookie, body: { id_grupo: other.codedGroup, id_usuario: other.coordinator.id } })
  ).codigo;
  return t;
}

async function signIn(role: Role, usuario: string): Promise<Actor> {
  const answer = await t.requestJson(loginCall, { body: { usuario, password: clientPasswordDigest(DEMO_PASSWORD) } });
  return { role, id: answer.usuario.id, iderp: answer.usuario.iderp!, cookie: await t.login(1, usuario) };
}

/**
 * The request with each group id equal to `from` (a path parameter or body
 * field named for a group, or `id`; plain, digits or encoded) made `to`; null
 * when it carries none.
 */
export function withGroup(req: Req, from: number, to: number): Req | null {
  let changed = false;
  const swap = (key: string, value: unknown) => {
    if (!/grupo|group/i.test(key) && key !== 'id') return value;
    const next = value === from ? to : value === String(from) ? String(to) : typeof value === 'string' && decodeId(value) === from ? encodeId(to) : value;
    if (next !== value) changed = true;
    return next;
  };
  const params = req.params ? Object.fromEntries(Object.entries(req.params).map(([k, v]) => [k, swap(k, v) as string | number])) : undefined;
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, swap(k, v)])) : req.body;
  return changed ? { ...req, ...(params ? { params } : {}), body } : null;
}

/**
 * Calls that can end sessions, change a password or count failed sign-ins (a
 * random 64-hex string is a valid new password; a wrong one counts against
 * the account): the fuzz sends them last, and a check made with someone
 * else's session leaves them out.
 */
export const SESSION_CALLS = ['usuario.validar.acceso', 'usuario.recuperar.password', 'usuario.cerrar.sesion', 'usuario.update.password'] as const;

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
