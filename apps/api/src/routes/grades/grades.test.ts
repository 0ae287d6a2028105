import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { groupGradesCall, kardexCall, MSG, SIN_CALIFICACION } from '@lms/contract';
import { studentComments } from '../comments/comments.schema.js';
import { enrolments } from '../groups/groups.schema.js';
import { demoUserId } from '../../seed/index.js';
import { demoStudentGroups, demoStudentMidCycle } from '../../test/demo-student.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let student: string;
let groupIds: number[];
const me = demoUserId(1, 'alumno');
const gradesOf = (id_grupo: number, cookie = student, id_alumno = me) => t.request(groupGradesCall, { cookie, body: { id_alumno, id_grupo } });

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: student, groupIds } = await demoStudentMidCycle(t));
});
afterAll(async () => t.close());

describe('POST calificacion.grupo', () => {
  it("computes a finished group's grade from the recorded attendance, exercises and exams", async () => {
    const res = await gradesOf(groupIds[0]!);
    expect(res.statusCode).toBe(200);
    const g = res.json();
    // Attendance 1,1,late,absent,1,1,absent,1,late,1 = 7 of 10 sessions × 20.
    expect(g.asistencias).toMatchObject({ pts_total_asistencia: 14, limite: 20 });
    expect(g.asistencias.desgloce).toHaveLength(10);
    expect(g.asistencias.desgloce[2]).toEqual({ fecha_formato: '14/05/2026', valor_text: 'Retardo', color: 'warning', session: 3, calificacion: 50 });
    // 20 exercises summing 1770 of 2000 × 40.
    expect(g.ejercicios).toMatchObject({ pts_total_ejercicios: 35.4, limite: 40 });
    expect(g.ejercicios.desgloce).toHaveLength(20);
    // Mid-term 65 replaced by its recovery exam 85, final 90: 175 of 200 × 40.
    expect(g.examenes.pts_total_examenes).toBe(35);
    expect(g.examenes.desgloce.map((d: { session: number; valor_text: string; calificacion: number }) => [d.session, d.valor_text, d.calificacion])).toEqual([
      [5, 'Examen de recuperación', 85],
      [10, 'Examen realizado', 90],
    ]);
    // Attendance is divided by every session of the group, which "¿Cómo se calcula?" shows.
    expect(g.num_sesiones).toBe(10);
    expect(g).toMatchObject({ calificacion_total: 84.4, estatus: 'Aprobado', comentario: [{ maestro: 'Laura Méndez Cantú', mensaje: 'Muy buen nivel, sigue así.' }] });
  });

  it('shows the current group En curso with what is due so far', async () => {
    const g = (await gradesOf(groupIds[2]!)).json();
    expect(g.estatus).toBe('En curso');
    // Sessions held: 1-5 (lesson 5 on 2026-11-20 not recorded yet); credits 1 + 1 + 0.5 = 2.5 of 10 × 20.
    expect(g.asistencias.pts_total_asistencia).toBe(5);
    expect(g.asistencias.desgloce.map((d: { valor_text: string }) => d.valor_text)).toEqual(['Asistencia', 'Asistencia', 'Retardo', 'Falta', 'Sin registro']);
    expect(g.ejercicios.desgloce).toHaveLength(10);
    expect(g.ejercicios.desgloce.filter((d: { calificacion: number | null }) => d.calificacion === null)).toHaveLength(5);
    // 88 + 83 + 81 + 99 + 97 = 448 of 2000 × 40.
    expect(g.ejercicios.pts_total_ejercicios).toBe(8.96);
    expect(g.examenes).toMatchObject({ pts_total_examenes: 0, desgloce: [{ session: 5, valor_text: 'Examen faltante', color: 'error', calificacion: null }] });
    expect(g.calificacion_total).toBe(13.96);
    expect(g.comentario).toEqual([{ maestro: 'Ricardo Villarreal Elizondo', mensaje: 'Excelente participación en clase; repasa los verbos en pasado antes del examen.' }]);
  });

  it("says 'Aprobado por comentario' only for an accepted comment that approves, never for an ordinary or rejected one", async () => {
    const group = groupIds[1]!;
    const before = (await gradesOf(group)).json();
    expect(before.aprobado_por_comentario).toBe(0);
    const teacher = demoUserId(1, 'teacher');
    const write = (id_estado: number, aprueba: number) =>
      t.database.db.insert(studentComments).values({ id_grupo: group, id_alumno: me, id_usuario: teacher, mensaje: `Comentario ${id_estado}-${aprueba}`, id_estado, aprueba });
    await write(1, 0);
    await write(2, 1);
    await write(0, 1);
    expect((await gradesOf(group)).json().aprobado_por_comentario).toBe(0);
    await write(1, 1);
    const after = (await gradesOf(group)).json();
    expect(after.aprobado_por_comentario).toBe(1);
    // The flag is not part of the comments the student reads.
    expect(after.comentario.at(-1)).toEqual({ maestro: expect.any(String), mensaje: 'Comentario 1-1' });
    // The kardex tests below read demo.alumno's comments as seeded.
    await t.database.db.delete(studentComments).where(and(eq(studentComments.id_alumno, me), like(studentComments.mensaje, 'Comentario %')));
  });

  it("refuses another student's id (403) and a group the student is not in", async () => {
    expect((await gradesOf(groupIds[0]!, student, demoUserId(1, 'reprobado'))).statusCode).toBe(403);
    const { groupIds: theirs } = await demoStudentGroups(t, 'reprobado');
    expect((await gradesOf(theirs[0]!)).statusCode).toBe(403);
    expect((await gradesOf(999_999)).statusCode).toBe(404);
  });

  it('refuses a disabled group with its warning, demo.reprobado its extraordinario group and demo.reubicacion its failed one', async () => {
    const blocked = await gradesOf(groupIds[3]!);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MSG.groupBlocked);
    const { cookie: reprobado, groupIds: theirs } = await demoStudentGroups(t, 'reprobado');
    expect((await gradesOf(theirs[1]!, reprobado, demoUserId(1, 'reprobado'))).json()).toMatchObject({ message: MSG.groupExtraordinario });
    const { cookie: relocated, groupIds: failed } = await demoStudentGroups(t, 'reubicacion');
    expect((await gradesOf(failed[0]!, relocated, demoUserId(1, 'reubicacion'))).json()).toMatchObject({ message: MSG.groupFailed });
  });

  it('refuses teachers and callers without session, and bad input with 400', async () => {
    const teacher = await t.login(1, 'demo.teacher');
    expect((await gradesOf(groupIds[2]!, teacher)).statusCode).toBe(403);
    expect((await t.request(groupGradesCall, { body: { id_alumno: me, id_grupo: groupIds[2]! } })).statusCode).toBe(401);
    const bad = await t.request(groupGradesCall, { cookie: student, payload: { id_alumno: me, id_grupo: 'uno' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });
});

describe('GET usuario.kardex', () => {
  const kardexOf = (userId: number, cookie = student) => t.request(kardexCall, { cookie, params: { userId } });

  it("lists demo.alumno's levels with both chances, her accepted comments and the average of the graded levels", async () => {
    const res = await kardexOf(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      getKardexalumno: [
        { nivel: 'Nivel 1', primera: 92, segunda: null },
        { nivel: 'Nivel 2', primera: 85, segunda: null },
        { nivel: 'Nivel 3', primera: null, segunda: null },
        { nivel: 'Nivel 4', primera: null, segunda: null },
      ],
      // By level: her finished level 1 (graded 92), then her current level 3 (no grade yet).
      getComentario: [
        { nivel: 'Nivel 1', maestro: 'Laura Méndez Cantú', calificacion: 92, mensaje: 'Muy buen nivel, sigue así.' },
        {
          nivel: 'Nivel 3',
          maestro: 'Ricardo Villarreal Elizondo',
          calificacion: null,
          mensaje: 'Excelente participación en clase; repasa los verbos en pasado antes del examen.',
        },
      ],
      // (92 + 85) / 2: levels under way do not pull the average down.
      promedio: 88.5,
    });
  });

  it('counts the extraordinary grade instead of the ordinary one, leaves SIN CALIFICACION out and hides comments under review', async () => {
    const reprobadoId = demoUserId(1, 'reprobado');
    const { cookie, groupIds: theirs } = await demoStudentGroups(t, 'reprobado');
    const before = (await t.requestJson(kardexCall, { cookie, params: { userId: reprobadoId } }));
    expect(before.getKardexalumno.map((l) => [l.primera, l.segunda])).toEqual([[80, null], [62, null], [null, null]]);
    // (80 + 62) / 2: the level under way is left out.
    expect(before.promedio).toBe(71);
    expect(before.getComentario).toEqual([
      { nivel: 'Nivel 2', maestro: 'Ricardo Villarreal Elizondo', calificacion: 62, mensaje: 'Te faltaron ejercicios y asistencias; acércate a tu sucursal para tu examen extraordinario.' },
    ]);

    await t.database.db
      .update(enrolments)
      .set({ primera: null, primera_sin_calificacion: true })
      .where(and(eq(enrolments.id_alumno, reprobadoId), eq(enrolments.id_grupo, theirs[0]!)));
    await t.database.db
      .update(enrolments)
      .set({ segunda: 55 })
      .where(and(eq(enrolments.id_alumno, reprobadoId), eq(enrolments.id_grupo, theirs[1]!)));
    const after = await t.requestJson(kardexCall, { cookie, params: { userId: reprobadoId } });
    expect(after.getKardexalumno[0]).toEqual({ nivel: 'Nivel 1', primera: SIN_CALIFICACION, segunda: null });
    // The extraordinary's 55 replaces the ordinary 62; SIN CALIFICACION is left out.
    expect(after.promedio).toBe(55);
  });

  it('answers a student without levels with empty lists and a null average (no 0 that reads as a failing grade)', async () => {
    const nuevo = await t.login(1, 'demo.nuevo');
    expect((await t.requestJson(kardexCall, { cookie: nuevo, params: { userId: demoUserId(1, 'nuevo') } }))).toEqual({ getKardexalumno: [], getComentario: [], promedio: null });
  });

  it("refuses another student's kardex with the catalogue's message, and other roles and callers without session", async () => {
    const foreign = await kardexOf(demoUserId(1, 'reprobado'));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: MSG.forbidden });
    expect((await kardexOf(demoUserId(2, 'alumno'))).statusCode).toBe(403);
    const teacher = await t.login(1, 'demo.teacher');
    expect((await kardexOf(demoUserId(1, 'teacher'), teacher)).statusCode).toBe(403);
    expect((await t.request(kardexCall, { params: { userId: me } })).statusCode).toBe(401);
  });
});
