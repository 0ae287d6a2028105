import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LESSONS_MSG, MSG, studentGroupsCall, studentResourcesCall } from '@lms/contract';
import { results } from '../grades/grades.schema.js';
import { resources } from './lessons.schema.js';
import { demoUserId } from '../../seed/index.js';
import { demoStudentGroups, demoStudentMidCycle } from '../../test/demo-student.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let student: string;
let groupIds: number[];
const me = demoUserId(1, 'alumno');
const lessonsOf = (id_grupo: number, tipo: 0 | 1, cookie = student, id_alumno = me) =>
  t.request(studentResourcesCall, { cookie, body: { id_alumno, id_grupo, tipo } });

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: student, groupIds } = await demoStudentMidCycle(t));
});
afterAll(async () => t.close());

describe('POST recursos.usuario (ordinary lessons)', () => {
  it("lists the current group's sessions: past ones open with attendance, future ones with their date", async () => {
    const res = await lessonsOf(groupIds[2]!, 0);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(10);
    expect(rows.map((r: { abrir: number }) => r.abrir)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    expect(rows.map((r: { asistencia: number | null; valor_text: string }) => [r.asistencia, r.valor_text]).slice(0, 6)).toEqual([
      [1, 'Asistencia'],
      [1, 'Asistencia'],
      [3, 'Retardo'],
      [2, 'Falta'],
      [null, 'Sin registro'],
      [null, 'Sin registro'],
    ]);
    expect(rows[5]).toMatchObject({ leccion: 6, abrir: 2, fecha: '2026-11-25', recursos: [], ejercicios: 2, calificacion: null });
    expect(rows[0]).toMatchObject({ leccion: 1, fecha: '2026-11-02', calificacion: 85.5, ubicacion: `/api/1/recursos.archivo/${groupIds[2]}/`, bloqueo: null });
    // Lesson 4's exercises are pending ('Ejercicio faltante' on the screen).
    expect(rows[3].calificacion).toBeNull();
  });

  it('gives every tipo of resource with the spec fields; the mid-term lesson has its exam and recovery exam', async () => {
    const rows = (await lessonsOf(groupIds[2]!, 0)).json();
    expect(rows[0].recursos.map((r: { tipo: number }) => r.tipo)).toEqual([1, 1, 4, 5]);
    expect(rows[0].recursos[2]).toEqual({
      tipo: 4,
      recurso: 'Libro, lección 1: Greetings and introductions',
      // Served from here (no SCHOOL_1_RESOURCES_URL): the file's URL is ubicacion + the resource id.
      ruta: expect.stringMatching(/^[0-9]+$/),
      id_evaluacion: null,
      id_leccion: expect.any(Number),
      editable: 0,
    });
    expect(rows[0].recursos[0]).toMatchObject({ tipo: 1, id_evaluacion: expect.any(Number), editable: 1 });
    expect(rows[4]).toMatchObject({ leccion: 5, ejercicios: 2, examenes: 2, pdfs: 1, videos: 1, examen: null, exaRec: null });
    expect(rows[4].recursos.map((r: { tipo: number }) => r.tipo)).toEqual([1, 1, 2, 3, 4, 5]);
  });

  it('shows a finished group with the exam grade and the recovery exam that replaced it', async () => {
    const rows = (await lessonsOf(groupIds[0]!, 0)).json();
    expect(rows.every((r: { abrir: number }) => r.abrir === 1)).toBe(true);
    expect(rows[4]).toMatchObject({ leccion: 5, examen: 65, exaRec: 85 });
    expect(rows[6]).toMatchObject({ asistencia: 0, valor_text: 'Falta' });
    // The exam was sent once and cannot be sent again.
    expect(rows[4].recursos.find((r: { tipo: number }) => r.tipo === 2).editable).toBe(0);
  });

  it('follows the clock: a week later lesson 6 opens', async () => {
    t.clock.set(new Date('2026-11-25T18:00:00Z'));
    try {
      const rows = (await lessonsOf(groupIds[2]!, 0)).json();
      expect(rows[5]).toMatchObject({ leccion: 6, abrir: 1 });
      expect(rows[5].recursos.length).toBeGreaterThan(0);
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });
});

describe('POST recursos.usuario tipo 1 (certification lessons)', () => {
  it('unlocks lessons in sequence: the second opens after the first was answered, the rest are locked with the spec text', async () => {
    const res = await lessonsOf(groupIds[2]!, 1);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { leccion: number; abrir: number; calificacion: number | null }) => [r.leccion, r.abrir, r.calificacion])).toEqual([
      [1, 1, 90],
      [2, 1, null],
      [3, 0, null],
      [4, 0, null],
      [5, 0, null],
    ]);
    expect(rows[2]).toMatchObject({ bloqueo: LESSONS_MSG.certificationPrevious, recursos: [] });
    expect(rows[4].bloqueo).toBe('Para presentar el examen final necesitas: contestar la lección anterior y obtener en ella una calificación de 75 o más.');
  });

  it('opens the last lesson only with 75 or more in the previous one', async () => {
    const db = t.database.db;
    const group = groupIds[2]!;
    const certification = await db
      .select({ leccion: resources.leccion, id_evaluacion: resources.id_evaluacion, id_nivel: resources.id_nivel })
      .from(resources)
      .where(and(eq(resources.conjunto, 1), eq(resources.tipo, 1)))
      .orderBy(resources.id);
    const schoolOne = certification.filter((r) => r.id_nivel === certification[0]!.id_nivel);
    const answer = (leccion: number, calificacion: number) =>
      db
        .insert(results)
        .values({ id_alumno: me, id_grupo: group, id_evaluacion: schoolOne.find((r) => r.leccion === leccion)!.id_evaluacion!, session: leccion, calificacion })
        .onConflictDoUpdate({ target: [results.id_alumno, results.id_grupo, results.id_evaluacion], set: { calificacion } });
    await answer(2, 88);
    await answer(3, 80);
    await answer(4, 74);
    let rows = (await lessonsOf(group, 1)).json();
    expect(rows.map((r: { abrir: number }) => r.abrir)).toEqual([1, 1, 1, 1, 0]);
    expect(rows[4].bloqueo).toContain('75');
    await answer(4, 75);
    rows = (await lessonsOf(group, 1)).json();
    expect(rows[4]).toMatchObject({ abrir: 1, bloqueo: null, examenes: 1 });
    expect(rows[4].recursos.map((r: { tipo: number }) => r.tipo)).toEqual([2]);
  });

  it('answers an empty list for a level without certification lessons', async () => {
    expect((await lessonsOf(groupIds[0]!, 1)).json()).toEqual([]);
  });
});

describe('POST recursos.usuario: who may ask', () => {
  it("refuses another student's id (403)", async () => {
    const res = await lessonsOf(groupIds[2]!, 0, student, demoUserId(1, 'reprobado'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
  });

  it('refuses a group the student is not in (403), a group of the other school and an unknown one (404)', async () => {
    const { groupIds: theirs } = await demoStudentGroups(t, 'reprobado');
    expect((await lessonsOf(theirs[0]!, 0)).statusCode).toBe(403);
    const student2 = await t.login(2, 'demo.alumno');
    const school2 = (await t.request(studentGroupsCall, { params: { userId: demoUserId(2, 'alumno') }, school: 2, cookie: student2 })).json();
    const other = await lessonsOf(school2[0].id, 0);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MSG.groupNotFound);
    expect((await lessonsOf(999_999, 0)).statusCode).toBe(404);
  });

  it('refuses a disabled group with the group list warning, and failed or extraordinario groups with theirs', async () => {
    const blocked = await lessonsOf(groupIds[3]!, 0);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MSG.groupBlocked);
    const { cookie: reprobado, groupIds: theirs } = await demoStudentGroups(t, 'reprobado');
    const extraordinario = await lessonsOf(theirs[1]!, 0, reprobado, demoUserId(1, 'reprobado'));
    expect(extraordinario.json()).toMatchObject({ message: MSG.groupExtraordinario });
    const { cookie: relocated, groupIds: failedGroups } = await demoStudentGroups(t, 'reubicacion');
    const failed = await lessonsOf(failedGroups[0]!, 0, relocated, demoUserId(1, 'reubicacion'));
    expect(failed.json()).toMatchObject({ message: MSG.groupFailed });
  });

  it('refuses teachers and callers without session', async () => {
    const teacher = await t.login(1, 'demo.teacher');
    expect((await lessonsOf(groupIds[2]!, 0, teacher)).statusCode).toBe(403);
    expect((await t.request(studentResourcesCall, { body: { id_alumno: me, id_grupo: groupIds[2]!, tipo: 0 } })).statusCode).toBe(401);
  });

  it('answers bad input with a Spanish 400', async () => {
    const badTipo = await t.request(studentResourcesCall, { cookie: student, payload: { id_alumno: me, id_grupo: groupIds[2], tipo: 2 } });
    expect(badTipo.statusCode).toBe(400);
    expect(badTipo.json().message).toContain(LESSONS_MSG.resourceSetInvalid);
    const missing = await t.request(studentResourcesCall, { cookie: student, payload: { id_alumno: me, tipo: 0 } });
    expect(missing.statusCode).toBe(400);
    const extra = await t.request(studentResourcesCall, { cookie: student, payload: { id_alumno: me, id_grupo: groupIds[2], tipo: 0, x: 1 } });
    expect(extra.statusCode).toBe(400);
  });
});
