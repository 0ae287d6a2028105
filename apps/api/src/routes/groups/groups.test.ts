import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activeLevelsCall, encodeId, groupInformationCall, MSG, studentGroupsCall } from '@lms/contract';
import { levels as levelsTable } from './groups.schema.js';
import { demoUserId } from '../../seed/index.js';
import { demoStudentGroups } from '../../test/demo-student.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let student: string;
let teacher: string;
let groupIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  student = await t.login(1, 'demo.alumno');
  teacher = await t.login(1, 'demo.teacher');
  const res = await t.request(studentGroupsCall, { params: { userId: demoUserId(1, 'alumno') }, cookie: student });
  groupIds = res.json().map((g: { id: number }) => g.id);
});
afterAll(async () => t.close());

describe('GET grupos.alumno', () => {
  it('returns the student own groups sorted by level with the eligibility flags', async () => {
    const res = await t.request(studentGroupsCall, { params: { userId: demoUserId(1, 'alumno') }, cookie: student });
    expect(res.statusCode).toBe(200);
    const groups = res.json();
    expect(groups.map((g: { nivel: string }) => g.nivel)).toEqual(['Nivel 1', 'Nivel 2', 'Nivel 3', 'Nivel 4']);
    expect(groups.map((g: { habil: boolean }) => g.habil)).toEqual([true, true, true, false]);
    expect(groups[2]).toMatchObject({ tipo: 'ONLINE', hora_inicio: '00:00', hora_fin: '23:59', domingo: 1, primera: null });
    expect(groups[2].zoom).toMatch(/^https:\/\//);
  });

  it("opens demo.reprobado's passed level, flags the extraordinario one and blocks the next, with each group's branch and phone", async () => {
    const cookie = await t.login(1, 'demo.reprobado');
    const groups = (await t.request(studentGroupsCall, { params: { userId: demoUserId(1, 'reprobado') }, cookie })).json();
    expect(groups.map((g: { habil: boolean; reprobado: boolean; extraordinario: boolean }) => [g.habil, g.reprobado, g.extraordinario])).toEqual([
      [true, false, false],
      [true, false, true],
      [false, false, false],
    ]);
    expect(groups[0]).toMatchObject({ plantel: 'Miguel Alemán', telefono_plantel: '81 8100 1022' });
  });

  it('flags the level demo.reubicacion failed at both chances', async () => {
    const cookie = await t.login(1, 'demo.reubicacion');
    const groups = (await t.request(studentGroupsCall, { params: { userId: demoUserId(1, 'reubicacion') }, cookie })).json();
    expect(groups.map((g: { habil: boolean; reprobado: boolean; extraordinario: boolean }) => [g.habil, g.reprobado, g.extraordinario])).toEqual([[true, true, false]]);
  });

  it("refuses another student's groups", async () => {
    const res = await t.request(studentGroupsCall, { params: { userId: demoUserId(1, 'reprobado') }, cookie: student });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
  });

  it('refuses a teacher and a caller without session', async () => {
    expect((await t.request(studentGroupsCall, { params: { userId: demoUserId(1, 'alumno') }, cookie: teacher })).statusCode).toBe(403);
    expect((await t.request(studentGroupsCall, { params: { userId: demoUserId(1, 'alumno') } })).statusCode).toBe(401);
  });

  it('answers a malformed id with 400, not 500', async () => {
    // Raw URL: a path id that is not a number.
    const res = await t.call('GET', '/api/1/grupos.alumno/abc', { cookie: student });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG.invalidId);
  });
});

describe('GET grupos.informacion', () => {
  it('gives an enrolled student the group detail by encoded id', async () => {
    const running = groupIds[2]!;
    const res = await t.request(groupInformationCall, { params: { id: encodeId(running) }, cookie: student });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({
      id: running,
      nivel: 'Nivel 3',
      escuela: { curso: 'ADULTOS' },
      ponderacion: { valor_examenes: 40, valor_ejercicios: 40, valor_asistencias: 20, valor_total: 100 },
      info_curso: { dias_clase: 'Lunes, Martes, Miércoles, Jueves, Viernes, Sábado y Domingo', num_ejercicios: 20, num_examenes: 2 },
      teachers: { teacher1: 'Ricardo Villarreal Elizondo', teacher2: 'Laura Méndez Cantú' },
    });
    expect(info.teachers.avatar_t1).toMatchObject({ topType: 'ShortHairShortFlat' });
    expect(info.teachers.avatar_t1.id_alumno).toBeUndefined();
  });

  it('also accepts the plain decimal id', async () => {
    expect((await t.request(groupInformationCall, { params: { id: groupIds[0]! }, cookie: student })).statusCode).toBe(200);
  });

  it('refuses a student a group they are not in', async () => {
    const reprobado = await t.login(1, 'demo.reprobado');
    const res = await t.request(groupInformationCall, { params: { id: encodeId(groupIds[0]!) }, cookie: reprobado });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a student the detail of their own group that cannot be opened, with the list warning', async () => {
    const blocked = await t.request(groupInformationCall, { params: { id: encodeId(groupIds[3]!) }, cookie: student });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MSG.groupBlocked);
    const { cookie: reprobado, groupIds: theirs } = await demoStudentGroups(t, 'reprobado');
    // The passed level opens; the one under 70 says to take the extraordinary exam; the next one waits for it.
    expect((await t.request(groupInformationCall, { params: { id: encodeId(theirs[0]!) }, cookie: reprobado })).statusCode).toBe(200);
    const extra = await t.request(groupInformationCall, { params: { id: encodeId(theirs[1]!) }, cookie: reprobado });
    expect(extra.json()).toMatchObject({ message: MSG.groupExtraordinario });
    const next = await t.request(groupInformationCall, { params: { id: encodeId(theirs[2]!) }, cookie: reprobado });
    expect(next.json()).toMatchObject({ message: MSG.groupBlocked });
    const { cookie: relocated, groupIds: failedGroups } = await demoStudentGroups(t, 'reubicacion');
    const failed = await t.request(groupInformationCall, { params: { id: encodeId(failedGroups[0]!) }, cookie: relocated });
    expect(failed.json()).toMatchObject({ message: MSG.groupFailed });
  });

  it('lets a teacher see only groups they teach', async () => {
    expect((await t.request(groupInformationCall, { params: { id: encodeId(groupIds[2]!) }, cookie: teacher })).statusCode).toBe(200);
    const { groupIds: theirs } = await demoStudentGroups(t, 'reprobado');
    // The third group of demo.reprobado is taught by teacher2 alone.
    const res = await t.request(groupInformationCall, { params: { id: encodeId(theirs[2]!) }, cookie: teacher });
    expect(res.statusCode).toBe(403);
  });

  it('lets an administrator of the school see any of its groups, and no group of the other school', async () => {
    const admin = await t.login(1, 'demo.admin');
    expect((await t.request(groupInformationCall, { params: { id: encodeId(groupIds[0]!) }, cookie: admin })).statusCode).toBe(200);
    const admin2 = await t.login(2, 'demo.admin');
    const res = await t.request(groupInformationCall, { params: { id: encodeId(groupIds[0]!) }, school: 2, cookie: admin2 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.groupNotFound);
  });

  it('refuses editors, unknown ids and undecodable ids', async () => {
    const editor = await t.login(1, 'demo.editor');
    expect((await t.request(groupInformationCall, { params: { id: encodeId(groupIds[0]!) }, cookie: editor })).statusCode).toBe(403);
    expect((await t.request(groupInformationCall, { params: { id: encodeId(999999) }, cookie: student })).statusCode).toBe(404);
    // Raw URLs: a broken percent-escape, and base64 of text that is no id.
    expect((await t.call('GET', '/api/1/grupos.informacion/%%%', { cookie: student })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/1/grupos.informacion/bWFs', { cookie: student })).statusCode).toBe(400);
  });
});

describe('GET niveles.activas', () => {
  it("lists the school's active levels by course and level order", async () => {
    const res = await t.request(activeLevelsCall, { cookie: student });
    expect(res.statusCode).toBe(200);
    const levels = res.json();
    // 14 adult, 16 teen and 6 kids levels.
    expect(levels).toHaveLength(36);
    expect(levels[0]).toEqual({ id_nivel: expect.any(Number), nivel: 'Nivel 1', numero: 1, id_curso: expect.any(Number), curso: 'ADULTOS', tipo_curso: 1 });
    expect(levels.map((l: { curso: string }) => l.curso).lastIndexOf('ADULTOS')).toBe(13);
    expect(levels[14]).toMatchObject({ curso: 'TEENS', numero: 1 });
    expect(levels[30]).toMatchObject({ curso: 'KIDS', numero: 1, tipo_curso: 3 });
    const school2 = (await t.request(activeLevelsCall, { school: 2, cookie: await t.login(2, 'demo.alumno') })).json();
    expect(school2.map((l: { id_nivel: number }) => l.id_nivel)).not.toContain(levels[0].id_nivel);
  });

  it('leaves out a level the school no longer teaches', async () => {
    const before = (await t.request(activeLevelsCall, { cookie: student })).json();
    const last = before[before.length - 1];
    await t.database.db.update(levelsTable).set({ activo: 0 }).where(eq(levelsTable.id, last.id_nivel));
    const after = (await t.request(activeLevelsCall, { cookie: student })).json();
    expect(after).toHaveLength(before.length - 1);
    await t.database.db.update(levelsTable).set({ activo: 1 }).where(eq(levelsTable.id, last.id_nivel));
  });

  it('is for students only', async () => {
    expect((await t.request(activeLevelsCall, { cookie: teacher })).statusCode).toBe(403);
    expect((await t.request(activeLevelsCall)).statusCode).toBe(401);
  });
});
