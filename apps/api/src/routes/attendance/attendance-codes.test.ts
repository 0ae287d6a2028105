import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MSG,
  attendanceCodeExistsCall,
  attendanceCodeIssueCall,
  attendanceCodesTodayCall,
  attendanceCodeValidateCall,
  MSG,
} from '@lms/contract';
import { demoUserId } from '../../seed/index.js';
import { demoStudentMidCycle } from '../../test/demo-student.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let teacher: string;
let coordinator: string; // demo.teacher2 coordinates the first branch
let admin: string;
let online: number; // ADU-N3-C, the online branch's: nobody coordinates it in the demo
let firstBranch: number; // demo.alumno's finished first-branch group, both demo teachers'
const TEACHER = demoUserId(1, 'teacher');
const TEACHER2 = demoUserId(1, 'teacher2');

const today = (cookie: string, id_grupo: number) => t.request(attendanceCodesTodayCall, { cookie, body: { id_grupo } });
const issue = (cookie: string, id_grupo: number, id_usuario: number) => t.request(attendanceCodeIssueCall, { cookie, body: { id_grupo, id_usuario } });
const validate = (cookie: string, id_usuario: number, id_grupo: number, codigo: string) =>
  t.request(attendanceCodeValidateCall, { cookie, body: { id_usuario, id_grupo, codigo } });

beforeAll(async () => {
  t = await createTestApp();
  const demo = await demoStudentMidCycle(t);
  online = demo.groupIds[2]!;
  firstBranch = demo.groupIds[0]!;
  teacher = await t.login(1, 'demo.teacher');
  coordinator = await t.login(1, 'demo.teacher2');
  admin = await t.login(1, 'demo.admin');
});
afterAll(async () => t.close());

describe('issuing attendance codes', () => {
  it("shows the coordination each teacher's code of the day, and is theirs only", async () => {
    const res = await today(admin, online);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fecha: '2026-11-22',
      puede_generar: true,
      teachers: [
        { id_usuario: TEACHER, turno: 1, codigo: 'K7M4Q2', intentos_restantes: 5, validado: null },
        { id_usuario: TEACHER2, turno: 2, codigo: null, intentos_restantes: null, validado: null },
      ],
    });
    // A teacher who coordinates no branch of the group, and a coordinator of another branch, read nothing and issue nothing.
    expect((await today(teacher, online)).json()).toEqual({ fecha: '2026-11-22', puede_generar: false, teachers: [] });
    expect((await today(coordinator, online)).json().teachers).toEqual([]);
    expect((await today(coordinator, firstBranch)).json().puede_generar).toBe(true);
    const refused = await issue(teacher, firstBranch, TEACHER2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ATTENDANCE_MSG.attendanceCodeNotCoordinator);
  });

  it('never issues one for oneself or for someone who does not teach the group', async () => {
    const own = await issue(coordinator, firstBranch, TEACHER2);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ATTENDANCE_MSG.attendanceCodeOwn);
    const student = await issue(admin, online, demoUserId(1, 'alumno'));
    expect(student.statusCode).toBe(400);
    expect(student.json().message).toBe(ATTENDANCE_MSG.attendanceCodeNotTeacher);
    expect((await issue(admin, 999_999, TEACHER)).json().message).toBe(MSG.groupNotFound);
  });

  it('never shows a coordinator the code the administration issued for them, so they cannot validate themselves', async () => {
    const { codigo } = (await issue(admin, firstBranch, TEACHER2)).json() as { codigo: string };
    expect((await today(admin, firstBranch)).json().teachers.find((c: { id_usuario: number }) => c.id_usuario === TEACHER2).codigo).toBe(codigo);
    const own = (await today(coordinator, firstBranch)).json().teachers.find((c: { id_usuario: number }) => c.id_usuario === TEACHER2);
    expect(own).toEqual({ id_usuario: TEACHER2, nombre: expect.any(String), turno: 2, codigo: null, intentos_restantes: null, validado: null });
    expect(JSON.stringify((await today(coordinator, firstBranch)).json())).not.toContain(codigo);
    // Given the code by the administration, the coordinator validates it as any teacher does, and then sees it validated.
    expect((await validate(coordinator, TEACHER2, firstBranch, codigo)).statusCode).toBe(200);
    expect((await today(coordinator, firstBranch)).json().teachers.find((c: { id_usuario: number }) => c.id_usuario === TEACHER2).validado).not.toBeNull();
  });

  it('issues a code the teacher validates; asked again it is the same; once validated it is not issued again', async () => {
    const first = await issue(coordinator, firstBranch, TEACHER);
    expect(first.statusCode).toBe(200);
    const { codigo, message } = first.json() as { codigo: string; message: string };
    expect(message).toBe(ATTENDANCE_MSG.attendanceCodeIssued);
    expect(codigo).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect((await issue(coordinator, firstBranch, TEACHER)).json().codigo).toBe(codigo);
    expect((await t.requestJson(attendanceCodeExistsCall, { cookie: teacher, body: { id_usuario: TEACHER, id_grupo: firstBranch } })).existe).toBe(true);

    expect((await validate(teacher, TEACHER, firstBranch, codigo.toLowerCase())).statusCode).toBe(200);
    const seen = (await today(coordinator, firstBranch)).json().teachers[0];
    expect(seen).toMatchObject({ id_usuario: TEACHER, codigo });
    expect(seen.validado).not.toBeNull();
    const again = await issue(coordinator, firstBranch, TEACHER);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ATTENDANCE_MSG.attendanceCodeTeacherValidated);
  });

  it('gives a teacher who ran out of tries a new code with every try again', async () => {
    for (let i = 0; i < 5; i++) await validate(teacher, TEACHER, online, 'ZZZZZZ');
    expect((await validate(teacher, TEACHER, online, 'K7M4Q2')).json().message).toBe(ATTENDANCE_MSG.attendanceCodeExhausted);
    const renewed = (await issue(admin, online, TEACHER)).json().codigo as string;
    expect(renewed).not.toBe('K7M4Q2');
    expect((await today(admin, online)).json().teachers[0]).toMatchObject({ codigo: renewed, intentos_restantes: 5 });
    expect((await validate(teacher, TEACHER, online, renewed)).json().message).toBe(ATTENDANCE_MSG.attendanceCodeValidated);
  });
});
