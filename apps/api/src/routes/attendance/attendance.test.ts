import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ATTENDANCE_MSG,
  attendanceCalendarCall,
  attendanceCodeExistsCall,
  attendanceCodeValidateCall,
  attendanceDayNotice,
  attendanceHistoryCall,
  attendanceListCall,
  attendanceSaveCall,
  classDatesCall,
  classListCall,
  encodeId,
  formatMessage,
  groupGradesCall,
  paymentDateCall,
  teacherGroupsCall,
} from '@lms/contract';
import { auditTrail } from '../../db/schema/audit.js';
import { attendance, attendanceCodes } from './attendance.schema.js';
import { demoUserId } from '../../seed/index.js';
import { demoStudentMidCycle } from '../../test/demo-student.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let teacher: string;
let teacher2: string;
let student: string;
let current: number; // demo.alumno's current group (cycle 46), taught by demo.teacher and demo.teacher2
let teacher2Only: number; // demo.reprobado's group only demo.teacher2 teaches
const alumno = demoUserId(1, 'alumno');
const reprobado = demoUserId(1, 'reprobado');
const me = demoUserId(1, 'teacher');

const dates = (id_grupo: number, cookie = teacher) => t.requestJson(classDatesCall, { cookie, body: { id_grupo } });
const list = (id_grupo: number, fecha: string, cookie = teacher) => t.request(attendanceListCall, { cookie, body: { id_grupo, fecha } });
const save = (id_grupo: number, fecha: string, asistencias: Array<{ id_alumno: number; valor_asistencia: 1 | 2; anterior?: number | null }>, extra: Record<string, unknown> = {}, cookie = teacher) =>
  t.request(attendanceSaveCall, { cookie, body: { id_grupo, fecha, asistencias, ...extra } });
const rowOf = async (id_grupo: number, fecha: string, id: number) => ((await list(id_grupo, fecha)).json() as Array<{ id_alumno: number; valor_asistencia: number | null; id_asistencia: number | null; fecha_pago: string | null }>).find((r) => r.id_alumno === id)!;

/**
 * Runs `fn` at another moment with a session opened then: moving the clock
 * weeks ahead ends the sessions opened before (idle timeout).
 */
async function at<T>(instant: string, fn: (cookie: string) => Promise<T>): Promise<T> {
  t.clock.set(new Date(instant));
  try {
    return await fn(await t.login(1, 'demo.teacher'));
  } finally {
    t.clock.set(new Date('2026-11-22T18:00:00Z'));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const demo = await demoStudentMidCycle(t);
  student = demo.cookie;
  current = demo.groupIds[2]!;
  teacher = await t.login(1, 'demo.teacher');
  teacher2 = await t.login(1, 'demo.teacher2');
  const theirs = await t.requestJson(teacherGroupsCall, { params: { id: encodeId(demoUserId(1, 'teacher2')) }, cookie: teacher2 });
  teacher2Only = theirs.find((g) => g.mi_turno === 1 && g.id_teacher_2 === null && g.grupo_corto.startsWith('ADU-N3'))!.id;
});
afterAll(async () => t.close());

describe('the teacher’s groups and class list', () => {
  it('lists the open cycles’ groups the teacher teaches, saying which teacher they are', async () => {
    const groups = await t.requestJson(teacherGroupsCall, { params: { id: encodeId(me) }, cookie: teacher });
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.every((g) => g.id_teacher === me || g.id_teacher_2 === me)).toBe(true);
    expect(groups.find((g) => g.id === current)).toMatchObject({ mi_turno: 1, ciclo: 'CICLO 46 NOV-DIC 2026' });
    expect(groups.some((g) => g.id === teacher2Only)).toBe(false);
    // Finished cycles (43, 44) are not the teacher's list any more.
    expect(groups.some((g) => g.ciclo.startsWith('CICLO 43'))).toBe(false);
  });

  it('refuses another teacher’s list and another teacher’s class', async () => {
    expect((await t.request(teacherGroupsCall, { params: { id: encodeId(demoUserId(1, 'teacher2')) }, cookie: teacher })).statusCode).toBe(403);
    expect((await t.request(classListCall, { params: { id: encodeId(teacher2Only) }, cookie: teacher })).statusCode).toBe(403);
  });

  it('gives the class list with names and avatars', async () => {
    const students = await t.requestJson(classListCall, { params: { id: encodeId(current) }, cookie: teacher });
    expect(students.find((s) => s.id_alumno === alumno)).toMatchObject({ alumno: 'Sofía Treviño Garza', matricula: 'demo.alumno' });
    expect(students.map((s) => s.alumno)).toEqual([...students.map((s) => s.alumno)].sort((a, b) => a.localeCompare(b, 'es')));
  });
});

describe('attendance', () => {
  it('offers the session dates up to today, and none once the cycle is closed for more than a week', async () => {
    const allowed = await dates(current);
    expect(allowed.length).toBeGreaterThan(2);
    expect(allowed.every((d) => d >= '2026-11-02' && d <= '2026-11-22')).toBe(true);
    expect([...allowed].sort()).toEqual(allowed);
    expect(await at('2026-12-26T18:00:00Z', (cookie) => dates(current, cookie))).toEqual([]);
  });

  it('answers the group’s calendar, so the screen says why a day is not offered and which class is next', async () => {
    const cal = await t.requestJson(attendanceCalendarCall, { cookie: teacher, body: { id_grupo: current } });
    expect(cal).toMatchObject({ hoy: '2026-11-22', inicio: '2026-11-02', fin: '2026-12-18' });
    const allowed = await dates(current);
    // Every offered date is a session; sessions after today are in the calendar but not offered.
    expect(allowed.every((d) => cal.sesiones.includes(d))).toBe(true);
    const next = cal.sesiones.find((d) => d > cal.hoy)!;
    expect(allowed).not.toContain(next);
    expect(attendanceDayNotice(cal, next)).toMatch(/todavía no llega/);
    expect((await list(current, next)).statusCode).toBe(400);
    // The same refusals as the other attendance calls.
    expect((await t.request(attendanceCalendarCall, { cookie: teacher, body: { id_grupo: teacher2Only } })).statusCode).toBe(403);
    expect((await t.request(attendanceCalendarCall, { cookie: student, body: { id_grupo: current } })).statusCode).toBe(403);
  });

  it('refuses a date outside the allowed ones, and a future session', async () => {
    const res = await save(current, '2026-11-23', [{ id_alumno: alumno, valor_asistencia: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(formatMessage(ATTENDANCE_MSG.attendanceDateNotAllowed, { fecha: '2026-11-23' }));
    expect((await list(current, '2026-11-21')).statusCode).toBe((await dates(current)).includes('2026-11-21') ? 200 : 400);
  });

  it('refuses a student of another group, one listed twice, a value other than 1 or 2, and another teacher’s group', async () => {
    const [fecha] = (await dates(current)).slice(-1);
    expect((await save(current, fecha!, [{ id_alumno: reprobado, valor_asistencia: 1 }])).json().message).toBe(ATTENDANCE_MSG.attendanceStudentNotInGroup);
    expect((await save(current, fecha!, [{ id_alumno: alumno, valor_asistencia: 1 }, { id_alumno: alumno, valor_asistencia: 2 }])).json().message).toBe(ATTENDANCE_MSG.attendanceStudentTwice);
    expect((await t.request(attendanceSaveCall, { cookie: teacher, body: { id_grupo: current, fecha: fecha!, asistencias: [{ id_alumno: alumno, valor_asistencia: 3 as 1 }] } })).statusCode).toBe(400);
    expect((await save(teacher2Only, fecha!, [{ id_alumno: reprobado, valor_asistencia: 1 }])).statusCode).toBe(403);
    expect((await save(current, fecha!, [{ id_alumno: alumno, valor_asistencia: 1 }], { id_teacher: demoUserId(1, 'teacher2') })).statusCode).toBe(403);
    expect((await save(current, fecha!, [{ id_alumno: alumno, valor_asistencia: 1 }], { id_nivel: 1 })).json().message).toBe(ATTENDANCE_MSG.levelMismatch);
  });

  it('saves, updates without duplicating, keeps who and when, and the student’s grade follows at once', async () => {
    const fecha = (await dates(current)).at(-1)!;
    const gradeBefore = (await t.requestJson(groupGradesCall, { cookie: student, body: { id_alumno: alumno, id_grupo: current } })).asistencias.pts_total_asistencia;
    expect((await rowOf(current, fecha, alumno)).valor_asistencia).toBeNull();

    expect((await save(current, fecha, [{ id_alumno: alumno, valor_asistencia: 2 }])).json()).toEqual({ message: ATTENDANCE_MSG.attendanceSaved });
    const first = await rowOf(current, fecha, alumno);
    expect(first.valor_asistencia).toBe(2);
    expect((await save(current, fecha, [{ id_alumno: alumno, valor_asistencia: 1 }])).statusCode).toBe(200);
    const second = await rowOf(current, fecha, alumno);
    expect(second).toMatchObject({ valor_asistencia: 1, id_asistencia: first.id_asistencia });

    const gradeAfter = (await t.requestJson(groupGradesCall, { cookie: student, body: { id_alumno: alumno, id_grupo: current } })).asistencias.pts_total_asistencia;
    expect(gradeAfter).toBeGreaterThan(gradeBefore);

    // Saving the same marks again changes nothing, so adds no history line.
    await save(current, fecha, [{ id_alumno: alumno, valor_asistencia: 1 }]);
    const history = await t.requestJson(attendanceHistoryCall, { params: { id: first.id_asistencia! }, cookie: teacher });
    expect(history.map((h) => [h.antes?.valor_asistencia ?? null, h.despues?.valor_asistencia ?? null, h.quien])).toEqual([
      [null, 2, 'Ricardo Villarreal Elizondo'],
      [2, 1, 'Ricardo Villarreal Elizondo'],
    ]);
    expect((await t.request(attendanceHistoryCall, { params: { id: first.id_asistencia! }, school: 2, cookie: await t.login(2, 'demo.teacher') })).statusCode).toBe(404);
  });

  it('applies a save sent twice from the offline queue once, and says where it came from', async () => {
    const fecha = (await dates(current)).at(-2)!;
    const offline = (await rowOf(current, fecha, alumno)).valor_asistencia === 2 ? 1 : 2;
    const online = offline === 1 ? 2 : 1;
    const body = { id_envio: randomUUID(), sin_conexion: true };
    expect((await save(current, fecha, [{ id_alumno: alumno, valor_asistencia: offline }], body)).statusCode).toBe(200);
    // Meanwhile the teacher corrects it online; the queued copy arrives again and must not undo that.
    expect((await save(current, fecha, [{ id_alumno: alumno, valor_asistencia: online }])).statusCode).toBe(200);
    expect((await save(current, fecha, [{ id_alumno: alumno, valor_asistencia: offline }], body)).json()).toEqual({ message: ATTENDANCE_MSG.attendanceSaved });
    const row = await rowOf(current, fecha, alumno);
    expect(row.valor_asistencia).toBe(online);
    const lines = await t.database.db.select().from(auditTrail).where(and(eq(auditTrail.tipo, 'asistencia'), eq(auditTrail.registro_id, row.id_asistencia!)));
    expect(lines.map((l) => l.origen)).toEqual(['sin conexión', null]);
  });

  it('refuses a save over a mark someone saved meanwhile, naming the student, and writes none of it', async () => {
    const fecha = (await dates(current)).at(-3)!;
    const roster = (await list(current, fecha)).json() as Array<{ id_alumno: number; alumno: string; valor_asistencia: number | null }>;
    const [a, b] = roster.filter((r) => r.id_alumno !== alumno);
    const flip = (v: number | null): 1 | 2 => (v === 2 ? 1 : 2);
    // Both teachers' screens show a unmarked (a seeded 4 'sin participación' stands for any mark neither set); teacher 2 saves first.
    await t.database.db.update(attendance).set({ valor_asistencia: 4 }).where(eq(attendance.id, (await rowOf(current, fecha, a!.id_alumno)).id_asistencia ?? 0));
    const seen = (await rowOf(current, fecha, a!.id_alumno)).valor_asistencia;
    const theirs = flip(seen);
    expect((await save(current, fecha, [{ id_alumno: a!.id_alumno, valor_asistencia: theirs, anterior: seen }], {}, teacher2)).statusCode).toBe(200);
    // The same mark as the other teacher's loses nothing: taken.
    expect((await save(current, fecha, [{ id_alumno: a!.id_alumno, valor_asistencia: theirs, anterior: seen }])).statusCode).toBe(200);
    const stale = await save(current, fecha, [
      { id_alumno: a!.id_alumno, valor_asistencia: flip(theirs), anterior: seen },
      { id_alumno: b!.id_alumno, valor_asistencia: flip(b!.valor_asistencia), anterior: b!.valor_asistencia },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(formatMessage(ATTENDANCE_MSG.attendanceChangedMeanwhile, { alumnos: a!.alumno }));
    expect((await rowOf(current, fecha, a!.id_alumno)).valor_asistencia).toBe(theirs);
    expect((await rowOf(current, fecha, b!.id_alumno)).valor_asistencia).toBe(b!.valor_asistencia);
    // Seen afresh, the same mark goes through; the spec's client, which sends no `anterior`, is not checked.
    expect((await save(current, fecha, [{ id_alumno: a!.id_alumno, valor_asistencia: flip(theirs), anterior: theirs }])).statusCode).toBe(200);
    expect((await save(current, fecha, [{ id_alumno: a!.id_alumno, valor_asistencia: theirs }])).statusCode).toBe(200);
  });

  it('refuses an offline save whose date is no longer allowed when it arrives, and keeps nothing of it', async () => {
    const fecha = (await dates(current))[0]!;
    const before = await rowOf(current, fecha, alumno);
    const res = await at('2026-12-27T18:00:00Z', (cookie) =>
      save(current, fecha, [{ id_alumno: alumno, valor_asistencia: 2 }], { id_envio: randomUUID(), sin_conexion: true }, cookie),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(formatMessage(ATTENDANCE_MSG.attendanceDateNotAllowed, { fecha }));
    expect((await rowOf(current, fecha, alumno)).valor_asistencia).toBe(before.valor_asistencia);
  });

  it('sets a payment date from the session day within a year, on the teacher’s own groups only', async () => {
    const fecha = (await dates(current)).at(-1)!;
    const row = await rowOf(current, fecha, alumno);
    const pay = (fecha_pago: string | null, cookie = teacher, school: 1 | 2 = 1) => t.request(paymentDateCall, { cookie, school, body: { id_asistencia: row.id_asistencia!, fecha_pago } });
    expect((await pay('2026-12-10')).json()).toEqual({ message: ATTENDANCE_MSG.paymentDateSaved });
    expect((await rowOf(current, fecha, alumno)).fecha_pago).toBe('2026-12-10');
    expect((await pay('2020-01-01')).json().message).toBe(ATTENDANCE_MSG.paymentDateRange);
    expect((await pay('2026-02-30')).statusCode).toBe(400);
    expect((await pay('2026-12-11', await t.login(2, 'demo.teacher'), 2)).statusCode).toBe(404);
    expect((await pay(null)).statusCode).toBe(200);
    expect((await rowOf(current, fecha, alumno)).fecha_pago).toBeNull();
  });
});

describe('the attendance code', () => {
  const exists = (cookie = teacher, id_usuario = me) => t.requestJson(attendanceCodeExistsCall, { cookie, body: { id_usuario, id_grupo: current } });
  const validate = (codigo: string, cookie = teacher, id_usuario = me) => t.request(attendanceCodeValidateCall, { cookie, body: { id_usuario, id_grupo: current, codigo } });

  it('exists for the teacher it was issued to, on its day, and not for the other teacher', async () => {
    expect(await exists()).toEqual({ existe: true });
    expect(await exists(teacher2, demoUserId(1, 'teacher2'))).toEqual({ existe: false });
    expect((await t.request(attendanceCodeExistsCall, { cookie: teacher, body: { id_usuario: demoUserId(1, 'teacher2'), id_grupo: current } })).statusCode).toBe(403);
    expect(await at('2026-11-17T18:00:00Z', (cookie) => exists(cookie))).toEqual({ existe: false });
  });

  it('counts wrong tries, validates the right code once, hides the entry afterwards and answers a repeat the same', async () => {
    const wrong = await validate('ZZZZZZ');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(formatMessage(ATTENDANCE_MSG.attendanceCodeWrong, { n: 4 }));
    expect((await validate('k7m4q2')).json()).toEqual({ message: ATTENDANCE_MSG.attendanceCodeValidated });
    expect(await exists()).toEqual({ existe: false });
    const [row] = await t.database.db.select().from(attendanceCodes).where(and(eq(attendanceCodes.id_grupo, current), eq(attendanceCodes.fecha, '2026-11-22')));
    expect(row!.validado).not.toBeNull();
    expect((await validate('K7M4Q2')).json()).toEqual({ message: ATTENDANCE_MSG.attendanceCodeValidated });
    expect((await validate('ZZZZZZ')).json().message).toBe(ATTENDANCE_MSG.attendanceCodeAlreadyValidated);
  });

  it('runs out after five wrong tries', async () => {
    await at('2026-11-23T18:00:00Z', async (cookie) => {
      for (let left = 4; left >= 1; left--) expect((await validate('NOPE', cookie)).json().message).toBe(formatMessage(ATTENDANCE_MSG.attendanceCodeWrong, { n: left }));
      expect((await validate('NOPE', cookie)).json().message).toBe(ATTENDANCE_MSG.attendanceCodeExhausted);
      expect((await validate('K7M4Q2', cookie)).json().message).toBe(ATTENDANCE_MSG.attendanceCodeExhausted);
      expect(await exists(cookie)).toEqual({ existe: false });
    });
  });
});
