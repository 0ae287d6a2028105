/**
 * Benchmark of the teacher area's hot calls on a large demo data set
 * (decision 026), as demo.teacher in the open cycle's online group ADU-N3-C
 * (class every day; 1 in 3 of the generated students, 81 at scale 20):
 *   - POST grupos.asistencias (the class list with the attendance of the newest
 *     allowed date that has attendance recorded),
 *   - POST grupos.asistencias.add (that date saved again for every student,
 *     present and absent in turn, so every request writes marks and audit lines;
 *     no id_envio, so no request is taken for a repeat),
 *   - POST grupos.calificaciones (every student's grade and lessons held);
 *   - POST grupos.fechas.calendario (read as the attendance screen opens), the service alone.
 * Each beside its bare limit (decision 021): a bare Fastify handler in this
 * process, on the same pool, doing only the work the answer cannot skip, with
 * its own SQL (bare-queries.ts, bare-teacher-queries.ts) sent as named prepared statements:
 *   - asistencias: the live session, the session of the date, the list;
 *   - asistencias.add: the live session, then in one transaction the session of
 *     the date, the marks before, the upsert, the audit lines of changed rows;
 *   - calificaciones: the live session, the group's level and name, then side by
 *     side its settings, sessions, level resources, students, attendance,
 *     results and approving comments, and `teacherGradesOf`.
 * No group check, no allowed-date or enrolment rules, no body validation,
 * JSON.stringify. Then the ratio service ÷ bare for each call.
 * Usage: npm run bench:attendance [-- --scale 20 --seconds 8] (DATABASE_URL for PostgreSQL).
 * Figures are kept in docs/benchmarks.md.
 */
import { createHash } from 'node:crypto';
import { deepStrictEqual } from 'node:assert/strict';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type autocannon from 'autocannon';
import { and, asc, count, eq, getTableColumns, is, Table } from 'drizzle-orm';
import { ATTENDANCE_MSG, type AttendanceRow, type AttendanceSave, isKidsGroup, MSG, type TeacherGroup } from '@lms/contract';
import { auditTrail } from '../src/db/schema/audit.js';
import { users } from '../src/db/schema/users.js';
import { enrolments, groups } from '../src/routes/groups/groups.schema.js';
import { lessons, resources } from '../src/routes/lessons/lessons.schema.js';
import { avatars } from '../src/routes/profile/profile.schema.js';
import { systemClock } from '../src/lib/clock.js';
import { schoolToday } from '../src/lib/school-date.js';
import { demoUserId } from '../src/seed/index.js';
import { param, sessionFields as liveSessionFields, sessionQuery } from './bare-queries.js';
import {
  approvedByCommentQuery,
  attendanceListFields,
  attendanceListQuery,
  gradeSettingsFields,
  gradeSettingsQuery,
  groupAttendanceFields,
  groupAttendanceQuery,
  groupGrades,
  groupResultFields,
  groupResultsQuery,
  markFields,
  marksBeforeQuery,
  saveMarksQuery,
  savedMarkFields,
  sessionAtQuery,
  type GradesInput,
} from './bare-teacher-queries.js';
import { bareStatement, bareTransaction, benchArgs, printRatio, runner, signIn, startService, type BareStatement, type RunFigures } from './harness.js';

const args = benchArgs();
const service = await startService(args.scale);
const { address, database, config } = service;
const { cookie } = await signIn(address, 'demo.teacher');
const me = demoUserId(1, 'teacher');
const call = async <T>(path: string, body?: object): Promise<T> => {
  const init: RequestInit = body ? { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) } : { headers: { cookie } };
  const res = await fetch(`${address}/api/1/${path}`, init);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

// The open cycle's online group, and its newest date (by the service's clock, the system's) with attendance recorded.
const group = (await call<TeacherGroup[]>(`grupos.teachers/${me}`)).find((g) => g.grupo_corto === 'ADU-N3-C' && g.mi_turno === 1)!.id;
const dates = (await call<string[]>('grupos.fechas.habiles', { id_grupo: group })).sort().reverse();
if (dates.length === 0) throw new Error(`no date of ADU-N3-C takes attendance on ${schoolToday(systemClock)}: the demo cycle has ended`);
let fecha = dates[0]!;
let list: AttendanceRow[] = [];
for (const date of dates) {
  list = await call<AttendanceRow[]>('grupos.asistencias', { id_grupo: group, fecha: date });
  fecha = date;
  if (list.some((r) => r.valor_asistencia !== null)) break;
}
const read = { id_grupo: group, fecha };
const saveBody = (valor: 1 | 2): AttendanceSave => ({ id_grupo: group, fecha, asistencias: list.map((r) => ({ id_alumno: r.id_alumno, valor_asistencia: valor })) });
const grades = { id_grupo: group };
const run = runner(args);

// The bare limit: the service's SQL, sent by the driver on the same pool.
const { db } = database;
/** A select's keys in drizzle's column order; a whole table selected (the avatar) gives `name.column` keys. */
const keysOf = (fields: object) => Object.entries(fields).flatMap(([key, field]) => (is(field, Table) ? Object.keys(getTableColumns(field)).map((c) => `${key}.${c}`) : [key]));
const statement = (name: string, query: Parameters<typeof bareStatement>[2], fields: object) => bareStatement(database, name, query, keysOf(fields));
/** Statements whose text depends on how many rows they name (one per count, as drizzle builds them for the service). */
const perCount = (build: (n: number) => BareStatement) => {
  const built = new Map<number, BareStatement>();
  return (n: number) => built.get(n) ?? built.set(n, build(n)).get(n)!;
};
const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => i);
const liveSession = statement('session', sessionQuery(db), liveSessionFields);
const sessionAtRow = statement('session_at', sessionAtQuery(db), { id: true });
const listRows = statement('attendance_list', attendanceListQuery(db), attendanceListFields);
const marksBefore = perCount((n) => statement(`marks_before_${n}`, marksBeforeQuery(db, n), markFields));
const saveMarks = perCount((n) => statement(`save_marks_${n}`, saveMarksQuery(db, n), savedMarkFields));
// recordAudit's insert (lib/audit.ts), for the rows that changed.
const auditLines = perCount((n) =>
  statement(
    `audit_${n}`,
    db.insert(auditTrail).values(
      rowsOf(n).map((i) => ({ escuela: 1, tipo: 'asistencia', registro_id: param(`r${i}`), id_grupo: param('groupId'), id_usuario: param('teacherId'), fecha: param('at'), antes: param(`b${i}`), despues: param(`a${i}`), origen: null })),
    ),
    {},
  ),
);
// The group's level and name: the service reads them in its group check and its kids check.
const groupFields = { id_nivel: groups.id_nivel, grupo: groups.grupo };
const groupRow = statement('group', db.select(groupFields).from(groups).where(and(eq(groups.id, param('groupId')), eq(groups.deleted, 0))).limit(1), groupFields);
const settingsRow = statement('grade_settings', gradeSettingsQuery(db), gradeSettingsFields);
// sessionsOf, levelResources (lessons' front door) and studentsOfGroup (profile's front door), as they select.
const sessionFields = { id: lessons.id, leccion: lessons.leccion, fecha: lessons.fecha };
const sessionRows = statement('sessions', db.select(sessionFields).from(lessons).where(eq(lessons.id_grupo, param('groupId'))).orderBy(asc(lessons.leccion)), sessionFields);
const resourceFields = { id: resources.id, leccion: resources.leccion, tipo: resources.tipo, recurso: resources.recurso, ruta: resources.ruta, id_evaluacion: resources.id_evaluacion };
const resourceRows = statement(
  'level_resources',
  db
    .select(resourceFields)
    .from(resources)
    .where(and(eq(resources.id_nivel, param('levelId')), eq(resources.conjunto, 0)))
    .orderBy(asc(resources.leccion), asc(resources.tipo), asc(resources.orden), asc(resources.id)),
  resourceFields,
);
const studentFields = { id_alumno: users.id, alumno: users.nombre_completo, matricula: users.usuario, avatar: avatars };
const studentRows = statement(
  'students',
  db
    .select(studentFields)
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.id_alumno))
    .leftJoin(avatars, eq(avatars.user_id, users.id))
    .where(eq(enrolments.id_grupo, param('groupId')))
    .orderBy(asc(users.nombre_completo), asc(users.id)),
  studentFields,
);
const attendanceRows = statement('group_attendance', groupAttendanceQuery(db), groupAttendanceFields);
const resultRows = statement('group_results', groupResultsQuery(db), groupResultFields);
const approvedRows = statement('approved', approvedByCommentQuery(db), { id_alumno: true });

/** A `date` column as drizzle gives it (YYYY-MM-DD): the drivers parse it, PGlite at UTC midnight, pg at local midnight. */
const day = (v: unknown): string | null => {
  if (!(v instanceof Date)) return v as string | null;
  const local = database.kind === 'pglite' ? v : new Date(v.getTime() - v.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};
/** The avatar's `avatar.*` keys as avatarParts answers them (no owner, no date), null without a row. */
function withAvatar(row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  const avatar: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (!key.startsWith('avatar.')) out[key] = value;
    else if (key !== 'avatar.user_id' && key !== 'avatar.updated_at') avatar[key.slice(7)] = value;
  }
  out.avatar = row['avatar.user_id'] === null ? null : avatar;
  return out;
}

/** The caller's live session at school 1, or null: the work every signed-in call does first. */
async function bareSession(request: FastifyRequest): Promise<{ userId: number } | null> {
  const now = new Date();
  const token = decodeURIComponent(String(request.headers.cookie ?? '').replace(/^lms_sesion=/, ''));
  const [row] = await liveSession({ tokenHash: createHash('sha256').update(token).digest('hex'), now: now.toISOString(), seenAfter: new Date(now.getTime() - config.session.idleMs).toISOString() });
  return row && row.escuela === 1 ? { userId: Number(row.userId) } : null;
}
const json = (reply: FastifyReply, body: unknown) => reply.header('content-type', 'application/json').send(JSON.stringify(body));

const bare = Fastify({ logger: false });
bare.post<{ Body: { id_grupo: number; fecha: string } }>('/bare/grupos.asistencias', async (request, reply) => {
  if (!(await bareSession(request))) return reply.code(403).send({ message: MSG.forbidden });
  const { id_grupo, fecha: date } = request.body;
  const [lesson] = await sessionAtRow({ groupId: id_grupo, fecha: date });
  const rows = await listRows({ groupId: id_grupo, sessionId: lesson ? Number(lesson.id) : 0 });
  return json(reply, rows.map((r) => ({ ...withAvatar(r), fecha_pago: day(r.fecha_pago) })));
});
bare.post<{ Body: AttendanceSave }>('/bare/grupos.asistencias.add', async (request, reply) => {
  const session = await bareSession(request);
  if (!session) return reply.code(403).send({ message: MSG.forbidden });
  const { id_grupo, fecha: date, asistencias } = request.body;
  const at = new Date();
  const students = Object.fromEntries(asistencias.map((m, i) => [`s${i}`, m.id_alumno]));
  await bareTransaction(database, async (on) => {
    const [lesson] = await sessionAtRow({ groupId: id_grupo, fecha: date }, on);
    if (!lesson) return;
    const sessionId = Number(lesson.id);
    // The session's lock, as saveMarks takes it: without it two saves at once lose audit lines.
    await on.rows('session_lock', 'select pg_advisory_xact_lock($1)', [sessionId]);
    const before = await marksBefore(asistencias.length)({ sessionId, ...students }, on);
    const values = Object.fromEntries(asistencias.map((m, i) => [`v${i}`, m.valor_asistencia]));
    const saved = await saveMarks(asistencias.length)({ sessionId, teacherId: session.userId, at, ...students, ...values }, on);
    const lines = saved.flatMap((row) => {
      const prior = before.find((b) => b.id_alumno === row.id_alumno);
      const mark = (r: Record<string, unknown>) => ({ fecha: date, id_alumno: row.id_alumno, valor_asistencia: r.valor_asistencia, fecha_pago: day(r.fecha_pago) });
      const [antes, despues] = [prior ? mark(prior) : null, mark(row)];
      return JSON.stringify(antes) === JSON.stringify(despues) ? [] : [{ id: row.id, antes, despues }];
    });
    if (lines.length === 0) return;
    const named = lines.flatMap((l, i) => [[`r${i}`, l.id], [`b${i}`, l.antes], [`a${i}`, l.despues]]);
    await auditLines(lines.length)({ groupId: id_grupo, teacherId: session.userId, at, ...Object.fromEntries(named) }, on);
  });
  return json(reply, { message: ATTENDANCE_MSG.attendanceSaved });
});
bare.post<{ Body: { id_grupo: number } }>('/bare/grupos.calificaciones', async (request, reply) => {
  if (!(await bareSession(request))) return reply.code(403).send({ message: MSG.forbidden });
  const groupId = request.body.id_grupo;
  const [found] = await groupRow({ groupId });
  if (!found) return reply.code(404).send({ message: MSG.groupNotFound });
  const [[settings], sessions, evaluations, students, marks, results, approved] = await Promise.all([
    settingsRow({ groupId }),
    sessionRows({ groupId }),
    resourceRows({ levelId: found.id_nivel }),
    studentRows({ groupId }),
    attendanceRows({ groupId }),
    resultRows({ groupId }),
    approvedRows({ groupId }),
  ]);
  if (!settings) return reply.code(404).send({ message: MSG.groupNotFound });
  type Input = GradesInput;
  return json(
    reply,
    groupGrades({
      kids: isKidsGroup(String(found.grupo)),
      // numeric: drizzle maps it to a number, the drivers give text (as `calificacion` below).
      settings: { ...Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, Number(v)])), fecha_fin: day(settings.fecha_fin) } as unknown as Input['settings'],
      sessions: sessions.map((s) => ({ ...s, fecha: day(s.fecha) })) as unknown as Input['sessions'],
      evaluations: evaluations as unknown as Input['evaluations'],
      students: students.map(withAvatar) as unknown as Input['students'],
      marks: marks as unknown as Input['marks'],
      results: results.map((r) => ({ ...r, calificacion: Number(r.calificacion) })) as unknown as Input['results'],
      approved: new Set(approved.map((r) => Number(r.id_alumno))),
      today: schoolToday(systemClock),
    }),
  );
});
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

// The bare handlers answer what the service answers (the list, the grades).
const bareCall = async (path: string, body: object) =>
  (await fetch(`${bareAddress}/bare/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })).json();
deepStrictEqual(await bareCall('grupos.asistencias', read), await call('grupos.asistencias', read));
deepStrictEqual(await bareCall('grupos.calificaciones', grades), await call('grupos.calificaciones', grades));
deepStrictEqual(await bareCall('grupos.asistencias.add', saveBody(2)), await call('grupos.asistencias.add', saveBody(1)));

console.log(`database: ${database.kind}, scale ${args.scale}, ${args.connections} connections, ${args.duration} s per run`);
console.log(`demo.teacher, group ADU-N3-C (${group}), ${list.length} students, date ${fecha} of ${dates.length} allowed on ${schoolToday(systemClock)}`);
const postTo = (url: string, body: object) => ({ url, method: 'POST' as const, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
/** Every request marks all students, present and absent in turn, so each one changes the rows the one before set. */
const bodies = [JSON.stringify(saveBody(1)), JSON.stringify(saveBody(2))];
let sent = 0;
const saveTo = (url: string) => ({
  url,
  requests: [{ method: 'POST' as const, headers: { 'content-type': 'application/json', cookie }, setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[sent++ % 2] }) }],
});
const auditCount = async () => (await db.select({ n: count() }).from(auditTrail).where(eq(auditTrail.id_grupo, group)))[0]!.n;
/** A save run, with the audit lines it wrote (a request that changed every mark writes one per student). */
const saveRun = async (title: string, url: string) => {
  const before = await auditCount();
  const figures = await run(title, saveTo(url));
  const lines = (await auditCount()) - before;
  console.log(`  audit lines written: ${lines}, ${(lines / Math.max(figures.ok, 1)).toFixed(1)} per 2xx answer (${list.length} students)`);
  return figures;
};
const ratio = (title: string, ours: RunFigures, limit: RunFigures) => printRatio(title, ours, limit, args.duration);

const listLimit = await run('bare grupos.asistencias (session, date, list; prepared)', postTo(`${bareAddress}/bare/grupos.asistencias`, read));
const listOurs = await run('POST grupos.asistencias (group check + allowed dates + list)', postTo(`${address}/api/1/grupos.asistencias`, read));
const saveLimit = await saveRun('bare grupos.asistencias.add (session; transaction: date, before, upsert, audit; prepared)', `${bareAddress}/bare/grupos.asistencias.add`);
const saveOurs = await saveRun('POST grupos.asistencias.add (group check + enrolment + allowed dates + save + audit)', `${address}/api/1/grupos.asistencias.add`);
const gradesLimit = await run('bare grupos.calificaciones (session, group, seven reads side by side; prepared)', postTo(`${bareAddress}/bare/grupos.calificaciones`, grades));
const gradesOurs = await run('POST grupos.calificaciones (group check + kids check + seven reads)', postTo(`${address}/api/1/grupos.calificaciones`, grades));
// What the attendance screen reads when it opens beside the list (issue 18): the service alone, a small read with no bare counterpart worth keeping.
await run('POST grupos.fechas.calendario (group check + cycle + session dates)', postTo(`${address}/api/1/grupos.fechas.calendario`, grades));
ratio('grupos.asistencias', listOurs, listLimit);
ratio('grupos.asistencias.add', saveOurs, saveLimit);
ratio('grupos.calificaciones', gradesOurs, gradesLimit);

await bare.close();
await service.close();
