import {
  answerEvaluationCall,
  attendanceCodeIssueCall,
  attendanceListCall,
  classDatesCall,
  createFiscalDataCall,
  decodeId,
  encodeId,
  groupQualityExamCall,
  loginCall,
  personalDataCall,
  ROLES,
  solvedEvaluationCall,
  solvedQualityExamCall,
  studentGroupsCall,
  studentResourcesCall,
  teacherGroupsCall,
  uploadConstanciaCall,
  type Answer,
  type CallDefinition,
  type Role,
} from '@lms/contract';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { questions } from '../../routes/exercises/exercises.schema.js';
import { clientPasswordDigest } from '../../lib/password.js';
import { DEMO_PASSWORD, demoUserId } from '../../seed/index.js';
import { callUrl } from '../call-url.js';
import { multipartBody, TINY_PDF } from '../multipart.js';
import { validFiscalForm as fiscalForm } from '../fiscal-form.js';
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
  /** demo.alumno's answered, re-sendable exercise in her current group (its result and a full set of answers), and her group's quality exam. */
  exercise: { id_evaluacion: 0, idResultado: 0, preguntas: [] as Answer[] },
  quality: { id_evaluacion: 0, preguntas: [] as Answer[] },
  /** A PDF resource of an open lesson of demo.alumno's current group, and a question picture she may see. */
  lessonFile: 0,
  questionPicture: { id_evaluacion: 0, num_pregunta: 0 },
  /** Recorded attendance: demo.teacher's group (its id and session date), and one of a group only demo.teacher2 teaches. */
  attendance: { own: 0, ownDate: '', ownDates: [] as string[], foreign: 0 },
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

/** Opens a fresh app with demo data and signs the actors in. */
export async function openWorld(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  for (const role of ROLES) actors[role] = await signIn(role, `demo.${ROLE_ACCOUNT[role]}`);
  outsiders.restrictedEditor = await t.login(1, 'demo.restringido');
  for (const role of ROLES) outsiders.otherSchool[role] = await t.login(2, `demo.${ROLE_ACCOUNT[role]}`);
  other.student = demoUserId(1, 'reprobado');
  other.personalVersion = (await t.requestJson(personalDataCall, { params: { id: actors.ALUMNO.id }, cookie: actors.ALUMNO.cookie })).datos_usuario!.version;
  const mine = await t.requestJson(studentGroupsCall, { params: { userId: actors.ALUMNO.id }, cookie: actors.ALUMNO.cookie });
  other.ownGroup = mine[2]!.id; // taught by demo.teacher, the student is enrolled
  await openExercises(actors.ALUMNO);
  await finishCertification(actors.ALUMNO);
  const reprobado = await t.login(1, 'demo.reprobado');
  other.studentErp = (await t.requestJson(loginCall, { body: { usuario: 'demo.reprobado', password: clientPasswordDigest(DEMO_PASSWORD) } })).usuario.iderp!;
  const uploadAs = async (cookie: string, escuela: number) => (await request(uploadConstanciaCall, { file: TINY_PDF }, cookie, escuela)).json().nombre as string;
  other.fiscalFile = await uploadAs(reprobado, 1);
  other.ownFile = await uploadAs(actors.ALUMNO.cookie, 1);
  other.otherSchoolFile = await uploadAs(await t.login(2, 'demo.alumno'), 2);
  other.fiscalRecord = (
    await t.requestJson(createFiscalDataCall, { cookie: reprobado, body: { id_alumno: other.student, ...fiscalForm(other.fiscalFile) } })
  ).datos.iddatosfiscales;
  const theirs = await t.requestJson(studentGroupsCall, { params: { userId: other.student }, cookie: reprobado });
  other.studentGroup = theirs[0]!.id;
  other.teacher2OnlyGroup = theirs[2]!.id;
  const student2 = await t.login(2, 'demo.alumno');
  other.otherSchoolGroup = (await t.requestJson(studentGroupsCall, { params: { userId: demoUserId(2, 'alumno') }, school: 2, cookie: student2 }))[0]!.id;
  const taught = await t.requestJson(teacherGroupsCall, { params: { id: encodeId(actors.TEACHER.id) }, cookie: actors.TEACHER.cookie });
  other.kidsGroup = taught.find((g) => g.grupo_corto === 'KID-N1-H')!.id;
  const own = await recordedAttendance(actors.TEACHER.cookie, other.ownGroup);
  other.attendance = { own: own.id, ownDate: own.fecha, ownDates: own.dates, foreign: (await recordedAttendance(await t.login(1, 'demo.teacher2'), other.teacher2OnlyGroup)).id };
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

/** The first recorded attendance of a group, as its teacher's attendance screen reads it. */
async function recordedAttendance(cookie: string, groupId: number) {
  const dates = await t.requestJson(classDatesCall, { cookie, body: { id_grupo: groupId } });
  const fecha = dates[0]!;
  const rows = await t.requestJson(attendanceListCall, { cookie, body: { id_grupo: groupId, fecha } });
  return { id: rows.find((r) => r.id_asistencia !== null)!.id_asistencia!, fecha, dates };
}

/** demo.alumno's answered exercise and her group's quality exam, as the student's screens read them. */
async function openExercises(me: Actor) {
  const lessons = await t.requestJson(studentResourcesCall, { cookie: me.cookie, body: { id_alumno: me.id, id_grupo: other.ownGroup, tipo: 0 } });
  const answered = lessons.find((l) => l.abrir === 1 && l.calificacion !== null)!.recursos.find((r) => r.tipo === 1 && r.editable === 1)!;
  const read = { id_usuario: me.id, id_grupo: other.ownGroup, id_evaluacion: answered.id_evaluacion! };
  const solved = await t.requestJson(solvedEvaluationCall, { cookie: me.cookie, body: read });
  other.exercise = { id_evaluacion: answered.id_evaluacion!, idResultado: solved.recursoRescuelto!.id, preguntas: someAnswers(solved.preguntas) };
  const [quality] = await t.requestJson(groupQualityExamCall, { cookie: me.cookie, body: { id_grupo: other.ownGroup } });
  const exam = await t.requestJson(solvedQualityExamCall, { cookie: me.cookie, body: { ...read, id_evaluacion: quality!.id_evaluacion } });
  other.quality = { id_evaluacion: quality!.id_evaluacion, preguntas: someAnswers(exam.preguntas) };
  other.lessonFile = Number(lessons.find((l) => l.abrir === 1)!.recursos.find((r) => r.tipo === 4)!.ruta);
  for (const r of lessons.flatMap((l) => l.recursos).filter((r) => r.id_evaluacion !== null)) {
    const { preguntas } = await t.requestJson(solvedEvaluationCall, { cookie: me.cookie, body: { ...read, id_evaluacion: r.id_evaluacion! } });
    const pictured = preguntas.find((q) => q.ruta_imagen !== null);
    if (pictured) {
      other.questionPicture = { id_evaluacion: r.id_evaluacion!, num_pregunta: pictured.num_pregunta };
      break;
    }
  }
}

/**
 * demo.alumno answers the rest of her certification lessons (each exercise
 * sent, then sent again with the right options, read from the question bank
 * since a review no longer shows them while it can change, so the next one
 * opens), so her certification code exists for the harness.
 */
async function finishCertification(me: Actor) {
  const lessonsBody = { id_alumno: me.id, id_grupo: other.ownGroup, tipo: 1 as const };
  for (let guard = 0; guard < 10; guard++) {
    const rows = await t.requestJson(studentResourcesCall, { cookie: me.cookie, body: lessonsBody });
    const next = rows.find((r) => r.abrir === 1 && r.calificacion === null);
    if (!next) return;
    const evaluation = next.recursos.find((r) => r.id_evaluacion !== null)!;
    const read = { id_usuario: me.id, id_grupo: other.ownGroup, id_evaluacion: evaluation.id_evaluacion! };
    const answer = { id_alumno: me.id, id_grupo: other.ownGroup, id_evaluacion: evaluation.id_evaluacion! };
    const shown = await t.requestJson(solvedEvaluationCall, { cookie: me.cookie, body: read });
    const sent = await t.requestJson(answerEvaluationCall, { cookie: me.cookie, body: { ...answer, preguntas: someAnswers(shown.preguntas) } });
    if (evaluation.editable !== 1 || evaluation.tipo !== 1) continue;
    const right = await rightAnswers(evaluation.id_evaluacion!);
    await t.requestJson(answerEvaluationCall, { cookie: me.cookie, body: { ...answer, preguntas: right, editable: 1, idResultado: sent.idResultado } });
  }
}

/**
 * Calls that can end sessions, change a password or count failed sign-ins (a
 * random 64-hex string is a valid new password; a wrong one counts against
 * the account): the fuzz sends them last, and a check made with someone
 * else's session leaves them out.
 */
export const SESSION_CALLS = ['usuario.validar.acceso', 'usuario.recuperar.password', 'usuario.cerrar.sesion', 'usuario.update.password'] as const;

/** Every question of an evaluation answered with its right option, from the question bank (instructions: none). */
export async function rightAnswers(evaluationId: number): Promise<Answer[]> {
  const rows = await t.database.db
    .select({ num_pregunta: questions.num_pregunta, opcion_correcta: questions.opcion_correcta })
    .from(questions)
    .where(eq(questions.id_evaluacion, evaluationId));
  return rows.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.opcion_correcta as Answer['eleccion'] }));
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
