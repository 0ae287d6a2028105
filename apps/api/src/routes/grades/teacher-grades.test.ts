import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atRiskCall,
  ATTENDANCE_MSG,
  encodeId,
  GRADES_MSG,
  groupGradesCall,
  kidsGroupGradesCall,
  teacherGroupGradesCall,
  teacherGroupsCall,
} from '@lms/contract';
import { demoUserId } from '../../seed/index.js';
import { demoStudentMidCycle } from '../../test/demo-student.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let teacher: string;
let student: string;
let current: number;
let kidsGroup: number;
let teacher2Only: number;
const alumno = demoUserId(1, 'alumno');

beforeAll(async () => {
  t = await createTestApp();
  const demo = await demoStudentMidCycle(t);
  student = demo.cookie;
  current = demo.groupIds[2]!;
  teacher = await t.login(1, 'demo.teacher');
  const mine = await t.requestJson(teacherGroupsCall, { params: { id: encodeId(demoUserId(1, 'teacher')) }, cookie: teacher });
  kidsGroup = mine.find((g) => g.grupo_corto === 'KID-N1-H')!.id;
  const teacher2 = await t.login(1, 'demo.teacher2');
  const theirs = await t.requestJson(teacherGroupsCall, { params: { id: encodeId(demoUserId(1, 'teacher2')) }, cookie: teacher2 });
  teacher2Only = theirs.find((g) => g.id_teacher_2 === null && g.mi_turno === 1 && g.grupo_corto.startsWith('ADU'))!.id;
});
afterAll(async () => t.close());

describe('CalificacionGrupo', () => {
  it('gives every student the grade their own Calificaciones shows, with the lessons held', async () => {
    const grades = await t.requestJson(teacherGroupGradesCall, { cookie: teacher, body: { id_grupo: current } });
    expect(grades.kids).toBe(false);
    const sofia = grades.alumnos.find((a) => a.id_alumno === alumno)!;
    const own = await t.requestJson(groupGradesCall, { cookie: student, body: { id_alumno: alumno, id_grupo: current } });
    expect(sofia).toMatchObject({
      alumno: 'Sofía Treviño Garza',
      calificacion_total: own.calificacion_total,
      estatus: own.estatus,
      asistencias: { pts_total_asistencia: own.asistencias.pts_total_asistencia, limite: own.asistencias.limite },
      ejercicios: { pts_total_ejercicios: own.ejercicios.pts_total_ejercicios, limite: own.ejercicios.limite },
      examenes: own.examenes,
    });
    // Lessons 1-4 recorded as present, present, late, absent (the seed), lesson 5 not taken yet.
    expect(sofia.lecciones.map((l) => l.valor_asistencia)).toEqual([1, 1, 3, 2, null]);
    expect(sofia.lecciones[0]!.ejercicios).toHaveLength(2);
    expect(grades.alumnos.length).toBeGreaterThan(1);
  });

  it('answers a kids group without exams, by either call; the kids call refuses another group', async () => {
    const kids = await t.requestJson(kidsGroupGradesCall, { cookie: teacher, body: { id_grupo: kidsGroup } });
    expect(kids.kids).toBe(true);
    expect(kids.alumnos.length).toBeGreaterThan(0);
    expect(kids.alumnos.every((a) => a.examenes === null)).toBe(true);
    expect((await t.requestJson(teacherGroupGradesCall, { cookie: teacher, body: { id_grupo: kidsGroup } })).alumnos.every((a) => a.examenes === null)).toBe(true);
    const refused = await t.request(kidsGroupGradesCall, { cookie: teacher, body: { id_grupo: current } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GRADES_MSG.notKidsGroup);
  });

  it('refuses another teacher’s group, another school’s, and a level that is not the group’s', async () => {
    expect((await t.request(teacherGroupGradesCall, { cookie: teacher, body: { id_grupo: teacher2Only } })).statusCode).toBe(403);
    const other = await t.login(2, 'demo.teacher');
    expect((await t.request(teacherGroupGradesCall, { cookie: other, school: 2, body: { id_grupo: current } })).statusCode).toBe(404);
    expect((await t.request(teacherGroupGradesCall, { cookie: teacher, body: { id_grupo: current, id_nivel: 1 } })).json().message).toBe(ATTENDANCE_MSG.levelMismatch);
    expect((await t.request(teacherGroupGradesCall, { cookie: student, body: { id_grupo: current } })).statusCode).toBe(403);
  });
});

describe('En riesgo', () => {
  it('names the students at risk in the group with their reasons, from the same grades and the open incidents', async () => {
    const list = await t.requestJson(atRiskCall, { cookie: teacher, body: { id_grupo: current } });
    const grades = await t.requestJson(teacherGroupGradesCall, { cookie: teacher, body: { id_grupo: current } });
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      expect(row.motivos.length).toBeGreaterThan(0);
      expect(grades.alumnos.some((a) => a.id_alumno === row.id_alumno)).toBe(true);
    }
    // demo.alumno: her seeded incidents in this group are open (pending and rejected).
    expect(list.find((r) => r.id_alumno === alumno)?.motivos.some((m) => m.startsWith('Incidencias sin cerrar'))).toBe(true);
    expect((await t.request(atRiskCall, { cookie: teacher, body: { id_grupo: teacher2Only } })).statusCode).toBe(403);
  });
});
