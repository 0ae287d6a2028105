import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  addCommentCall,
  commentCyclesCall,
  COMMENTS_MSG,
  failingStudentRow,
  type FailingStudentsAnswer,
  failingStudentsCall,
  MSG,
} from '@lms/contract';
import { auditTrail } from '../../db/schema/audit.js';
import { statusHistory } from '../../db/schema/status-history.js';
import { coordinators, studentComments } from './comments.schema.js';
import { cycles } from '../groups/groups.schema.js';
import { auditOf } from '../../lib/audit.js';
import { statusHistoryOf } from '../../lib/status-history.js';
import { demoUserId } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoCycleId } from './comments.fixtures.js';
import { demoCommentGroupId as group, demoCommentId, demoCommentStudentId as student } from './comments.seed.js';

let t: TestApp;
const ACCOUNTS = ['teacher', 'teacher2', 'admin', 'alumno'] as const;
const cookies = {} as Record<(typeof ACCOUNTS)[number], string>;
const me = (who: (typeof ACCOUNTS)[number]) => demoUserId(1, who);
const c45 = { id_ciclo: demoCycleId(1, 45), id_ciclo_relacionado: demoCycleId(2, 45) };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  for (const who of ACCOUNTS) cookies[who] = await t.login(1, `demo.${who}`);
});
afterAll(async () => t.close());

const points = (who: 'teacher' | 'teacher2' | 'admin', over: Record<string, string | number> = {}) =>
  t.request(failingStudentsCall, { cookie: cookies[who], params: { ...c45, userId: me(who), escuela: 1, ...over } });
const rowsOf = async (who: 'teacher' | 'teacher2' | 'admin') => (await points(who)).json() as FailingStudentsAnswer;
const add = (who: 'teacher' | 'teacher2' | 'admin', body: { id_alumno: number; id_grupo: number; mensaje: string | number; id_usuario?: number }) =>
  t.request(addCommentCall, { cookie: cookies[who], body: { id_usuario: me(who), ...body } });

describe('demo data', () => {
  it('names the cycles the harness uses, and demo.teacher2 coordinates the first branch of each school', async () => {
    const rows = await t.database.db.select().from(cycles).orderBy(asc(cycles.id));
    for (const escuela of [1, 2] as const) expect(rows.find((c) => c.id === demoCycleId(escuela, 45))).toMatchObject({ escuela, ciclo: 'CICLO 45 SEP-OCT 2026' });
    expect(await t.database.db.select().from(coordinators).orderBy(asc(coordinators.id_usuario))).toEqual([
      { id_usuario: demoUserId(1, 'teacher2'), id_plantel: 1 },
      { id_usuario: demoUserId(2, 'teacher2'), id_plantel: 7 },
    ]);
  });

  it('has comments in every status, each with its status history and audit lines', async () => {
    for (const escuela of [1, 2] as const) {
      const rows = await t.database.db.select().from(studentComments).where(eq(studentComments.id_grupo, group(escuela, 1)));
      expect(new Set(rows.map((r) => r.id_estado))).toEqual(new Set([0, 1, 2]));
      const history = await statusHistoryOf(t.database.db, escuela, 'comentario', demoCommentId(escuela, 'rechazado'));
      expect(history.map((h) => [h.de, h.a, h.quien])).toEqual([
        [null, 0, 'Ricardo Villarreal Elizondo'],
        [0, 2, 'Laura Méndez Cantú'],
      ]);
      const audit = await auditOf(t.database.db, escuela, 'comentario', demoCommentId(escuela, 'aprobado'));
      expect(audit.map((a) => [a.antes, a.despues].map((s) => s && { estado: s.id_estado, segunda: s.segunda }))).toEqual([
        [null, { estado: 0, segunda: undefined }],
        [{ estado: 0, segunda: 50 }, { estado: 1, segunda: 70 }],
      ]);
    }
  });
});

describe('GET comentarios.ciclos.all', () => {
  it("lists the school's CICLO cycles oldest first, each with the other brand's cycle of its period", async () => {
    const list = await t.requestJson(commentCyclesCall, { cookie: cookies.teacher });
    expect(list).toHaveLength(18);
    expect(list[0]).toEqual({ id_ciclo: demoCycleId(1, 30), id_ciclo_relacionado: demoCycleId(2, 30), ciclo: 'CICLO 30 MAR-ABR 2024' });
    expect(list.find((c) => c.id_ciclo === c45.id_ciclo)).toEqual({ ...c45, ciclo: 'CICLO 45 SEP-OCT 2026' });
    // The current cycle (running on 2026-11-22) is marked, and only it: Comentarios chooses it first.
    expect(list.filter((c) => c.actual).map((c) => c.ciclo)).toEqual(['CICLO 46 NOV-DIC 2026']);
    const school2 = await t.requestJson(commentCyclesCall, { cookie: await t.login(2, 'demo.admin'), school: 2 });
    expect(school2.find((c) => c.id_ciclo === demoCycleId(2, 45))?.id_ciclo_relacionado).toBe(demoCycleId(1, 45));
  });

  it('is for staff only', async () => expect((await t.request(commentCyclesCall, { cookie: cookies.alumno })).statusCode).toBe(403));
});

describe('GET comentarios.puntos', () => {
  const names = (answer: FailingStudentsAnswer) => answer.alumnos.map((a) => a.nombre).sort();
  const teacherOnly = ['Andrés Martínez Salinas', 'Andrés Villarreal Cantú', 'Emilio Garza Treviño', 'Joaquín Salinas Pérez', 'Lucía González Elizondo', 'Renata Flores Leal', 'Santiago Leal Cantú', 'Valeria Ramírez Cantú'];

  it("gives a teacher the students at risk of the groups they teach: never a CERTI group's, a passed one's or one without the extraordinary", async () => {
    const answer = await rowsOf('teacher');
    expect(names(answer)).toEqual(teacherOnly);
    expect(answer.alcance).toEqual({ alcance: 'grupos', planteles: [] });
    for (const row of answer.alumnos) expect(Object.keys(row).sort()).toEqual(Object.keys(failingStudentRow.shape).sort());
    // A teacher reviews nothing: no comment is theirs to accept.
    expect(answer.comentarios.every((c) => !c.revisable)).toBe(true);
  });

  it("gives a coordinator every group of their branch besides their own, and the administration the whole school's", async () => {
    const coordinator = await rowsOf('teacher2');
    expect(names(coordinator)).toEqual([...teacherOnly, 'Diego Cantú Ramírez', 'Mariana Treviño Flores'].sort());
    expect(coordinator.alcance).toEqual({ alcance: 'coordinacion', planteles: ['Anáhuac'] });
    const admin = await rowsOf('admin');
    expect(names(admin)).toEqual([...names(coordinator), 'Sebastián Pérez Treviño'].sort());
    expect(admin.alcance.alcance).toBe('escuela');
  });

  it('computes each row on the server, with the current comment and who may review it', async () => {
    const answer = await rowsOf('teacher2');
    const row = (id: number) => answer.alumnos.find((a) => a.id_alumno === id)!;
    const comment = (id: number | null) => answer.comentarios.find((c) => c.id_comentario === id)!;
    expect(row(student(1, 1))).toMatchObject({ id_grupo: group(1, 1), matricula: 'A250101', grupo: 'ADULTOS NIVEL 1 PRESENCIAL GRUPO P', primera: 58, segunda: 52, extra: 52, pts_finales: 52, id_comentario: null, id_estado: null, num_ejercicios: 20, num_examenes: 2, total_dias_laborales: 10 });
    const valeria = row(student(1, 1));
    expect(valeria.total).toBeGreaterThan(0);
    expect(valeria.asistencias).toBeLessThanOrEqual(10);
    expect(valeria.telefono).toMatch(/^81\d{8}$/);
    expect(row(student(1, 10))).toMatchObject({ primera: 'SIN CALIFICACION', pts_finales: 55 });
    // Approved by an accepted comment: no longer at risk, still listed with its decision.
    expect(row(student(1, 3))).toMatchObject({ segunda: 70, extra: 70, id_estado: 1, id_comentario: demoCommentId(1, 'aprobado') });
    expect(comment(demoCommentId(1, 'aprobado'))).toMatchObject({ aprueba: 1, autor: 'Ricardo Villarreal Elizondo', revisable: false });
    expect(row(student(1, 4)).id_estado).toBe(2);
    // Under review: demo.teacher's in the branch demo.teacher2 coordinates; demo.teacher2's own is not theirs to review.
    expect(comment(row(student(1, 2)).id_comentario)).toMatchObject({ mensaje: COMMENTS_MSG.commentCannedRepeat, revisable: true });
    expect(comment(row(student(1, 11)).id_comentario).revisable).toBe(false);
    const admin = await rowsOf('admin');
    expect(admin.comentarios.find((c) => c.id_comentario === demoCommentId(1, 'deTeacher2'))!.revisable).toBe(true);
  });

  it('takes only the caller, their school and a cycle of the list with its own related cycle', async () => {
    expect((await points('teacher', { userId: me('teacher2') })).statusCode).toBe(403);
    expect((await points('admin', { userId: me('teacher') })).statusCode).toBe(403);
    expect((await points('teacher', { escuela: 2 })).json()).toEqual({ message: MSG.forbidden, code: 'FORBIDDEN' });
    expect((await points('teacher', { escuela: 3 })).statusCode).toBe(400);
    expect((await points('teacher', { id_ciclo: demoCycleId(2, 45), id_ciclo_relacionado: demoCycleId(1, 45) })).statusCode).toBe(404);
    const wrong = await points('teacher', { id_ciclo_relacionado: demoCycleId(2, 44) });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, COMMENTS_MSG.commentRelatedCycleWrong]);
    expect((await points('teacher', { id_ciclo_relacionado: 'null' })).statusCode).toBe(400);
    expect((await points('teacher', { id_ciclo_relacionado: 'x' })).statusCode).toBe(400);
    expect((await points('teacher', { id_ciclo: demoCycleId(1, 46), id_ciclo_relacionado: demoCycleId(2, 46) })).json().alumnos).toEqual([]);
  });
});

describe('POST comentarios.reprobados.comentarios.add', () => {
  const commentsOf = (studentId: number) => t.database.db.select().from(studentComments).where(eq(studentComments.id_alumno, studentId));

  it('takes only one of the five canned comments, by id or text; free text is refused and nothing written', async () => {
    const before = await t.database.db.select({ n: count() }).from(studentComments);
    for (const mensaje of ['Se esforzó mucho, apruébenlo.', '', 6, 0, `${COMMENTS_MSG.commentCannedRepeat} Gracias.`]) {
      const res = await add('teacher', { id_alumno: student(1, 1), id_grupo: group(1, 1), mensaje });
      expect([res.statusCode, res.json().message], String(mensaje)).toEqual([400, COMMENTS_MSG.commentNotCanned]);
    }
    expect(await t.database.db.select({ n: count() }).from(studentComments)).toEqual(before);
  });

  it('writes the comment En Revisión with its status and audit lines; a second one for the student is 409', async () => {
    const res = await add('teacher', { id_alumno: student(1, 1), id_grupo: group(1, 1), mensaje: 2 });
    expect(res.json()).toMatchObject({ message: COMMENTS_MSG.commentSent, id_estado: 0, aprueba: 0 });
    const id = res.json().id_comentario as number;
    expect(await commentsOf(student(1, 1))).toEqual([expect.objectContaining({ id, id_usuario: me('teacher'), mensaje: COMMENTS_MSG.commentCannedRepeat, id_estado: 0, aprueba: 0 })]);
    expect((await statusHistoryOf(t.database.db, 1, 'comentario', id)).map((h) => [h.de, h.a])).toEqual([[null, 0]]);
    const [line] = await auditOf(t.database.db, 1, 'comentario', id);
    expect([line!.antes, line!.despues]).toEqual([null, { id_grupo: group(1, 1), id_alumno: student(1, 1), id_usuario: me('teacher'), mensaje: COMMENTS_MSG.commentCannedRepeat, id_estado: 0, aprueba: 0 }]);
    const again = await add('teacher', { id_alumno: student(1, 1), id_grupo: group(1, 1), mensaje: COMMENTS_MSG.commentCannedPasses });
    expect([again.statusCode, again.json().message]).toEqual([409, COMMENTS_MSG.commentExists]);
    // The list now shows it under review.
    expect((await rowsOf('teacher')).alumnos.find((a) => a.id_alumno === student(1, 1))).toMatchObject({ id_comentario: id, id_estado: 0 });
  });

  it('refuses a student whose comment was accepted (409), and takes a new one after a rejection', async () => {
    expect((await add('teacher', { id_alumno: student(1, 3), id_grupo: group(1, 1), mensaje: 1 })).statusCode).toBe(409);
    const res = await add('teacher', { id_alumno: student(1, 4), id_grupo: group(1, 1), mensaje: 1 });
    expect(res.json()).toMatchObject({ id_estado: 0, aprueba: 1 });
    expect((await commentsOf(student(1, 4))).map((c) => c.id_estado).sort()).toEqual([0, 2]);
  });

  it('comments only students at risk of the group, in groups the caller teaches or coordinates', async () => {
    const refused = async (who: 'teacher' | 'teacher2' | 'admin', body: Parameters<typeof add>[1]) => {
      const res = await add(who, body);
      return [res.statusCode, res.json().message];
    };
    expect(await refused('teacher', { id_alumno: student(1, 5), id_grupo: group(1, 1), mensaje: 2 })).toEqual([400, COMMENTS_MSG.commentNotAtRisk]);
    expect(await refused('teacher', { id_alumno: student(1, 13), id_grupo: group(1, 4), mensaje: 2 })).toEqual([400, COMMENTS_MSG.commentNotAtRisk]);
    expect(await refused('teacher', { id_alumno: student(1, 8), id_grupo: group(1, 1), mensaje: 2 })).toEqual([400, COMMENTS_MSG.incidentStudentNotInGroup]);
    expect(await refused('teacher', { id_alumno: student(1, 11), id_grupo: group(1, 3), mensaje: 2 })).toEqual([403, MSG.forbidden]);
    expect(await refused('teacher2', { id_alumno: student(1, 14), id_grupo: group(1, 5), mensaje: 2 })).toEqual([403, MSG.forbidden]);
    expect(await refused('teacher', { id_alumno: student(2, 1), id_grupo: group(2, 1), mensaje: 2 })).toEqual([404, MSG.groupNotFound]);
    expect(await refused('teacher', { id_alumno: student(1, 8), id_grupo: group(1, 2), mensaje: 2, id_usuario: me('teacher2') })).toEqual([403, MSG.forbidden]);
    // The coordinator of the branch, and the administration anywhere in the school.
    expect((await add('teacher2', { id_alumno: student(1, 8), id_grupo: group(1, 2), mensaje: 3 })).statusCode).toBe(200);
    expect((await add('admin', { id_alumno: student(1, 14), id_grupo: group(1, 5), mensaje: 5 })).statusCode).toBe(200);
  });

  it('decides two comments sent at once one after the other: one is written, the other is 409', async () => {
    const body = { id_alumno: student(1, 10), id_grupo: group(1, 2) };
    const answers = await Promise.all([add('teacher', { ...body, mensaje: 2 }), add('teacher2', { ...body, mensaje: 3 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const live = await t.database.db.select().from(studentComments).where(and(eq(studentComments.id_alumno, student(1, 10)), eq(studentComments.id_estado, 0)));
    expect(live).toHaveLength(1);
    const lines = await t.database.db.select({ n: count() }).from(auditTrail).where(and(eq(auditTrail.tipo, 'comentario'), eq(auditTrail.registro_id, live[0]!.id)));
    expect(lines[0]!.n).toBe(1);
    const history = await t.database.db.select({ n: count() }).from(statusHistory).where(and(eq(statusHistory.tipo, 'comentario'), eq(statusHistory.registro_id, live[0]!.id)));
    expect(history[0]!.n).toBe(1);
  });
});
