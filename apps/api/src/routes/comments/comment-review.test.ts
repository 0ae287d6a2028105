import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { addCommentCall, COMMENTS_MSG, groupGradesCall, kardexCall, MSG, reviewCommentCall } from '@lms/contract';
import { auditTrail } from '../../db/schema/audit.js';
import { statusHistory } from '../../db/schema/status-history.js';
import { studentComments } from './comments.schema.js';
import { enrolments } from '../groups/groups.schema.js';
import { auditOf } from '../../lib/audit.js';
import { statusHistoryOf } from '../../lib/status-history.js';
import { demoUserId } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoCommentGroupId as group, demoCommentId, demoCommentStudentId as student } from './comments.seed.js';

let t: TestApp;
const ACCOUNTS = ['teacher', 'teacher2', 'admin'] as const;
type Who = (typeof ACCOUNTS)[number];
const cookies = {} as Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  for (const who of ACCOUNTS) cookies[who] = await t.login(1, `demo.${who}`);
});
afterAll(async () => t.close());

const review = (who: Who, id_comentario: number, id_estado: 0 | 1 | 2) => t.request(reviewCommentCall, { cookie: cookies[who], body: { id_comentario, id_estado } });
const estadoOf = async (id: number) => (await t.database.db.select({ e: studentComments.id_estado }).from(studentComments).where(eq(studentComments.id, id)))[0]!.e;
/** Rows every review writes: unchanged after a refused one. */
async function written() {
  const db = t.database.db;
  const [a] = await db.select({ n: count() }).from(auditTrail).where(eq(auditTrail.tipo, 'comentario'));
  const [h] = await db.select({ n: count() }).from(statusHistory).where(eq(statusHistory.tipo, 'comentario'));
  const states = await db.select({ id: studentComments.id, e: studentComments.id_estado }).from(studentComments);
  return { audit: a!.n, history: h!.n, states };
}

describe('PUT comentarios.estado: who reviews', () => {
  it('refuses a teacher who coordinates no branch, the author, and a coordinator of another branch; nothing is written', async () => {
    const before = await written();
    const cases: Array<[Who, number, number, string]> = [
      // demo.teacher coordinates no branch: demo.teacher2's comment in group 3 is not theirs to review.
      ['teacher', demoCommentId(1, 'deTeacher2'), 403, COMMENTS_MSG.commentReviewNotAllowed],
      // Nobody reviews their own comment, not even as coordinator or administrator.
      ['teacher', demoCommentId(1, 'enRevision'), 403, COMMENTS_MSG.commentOwnReview],
      ['teacher2', demoCommentId(1, 'deTeacher2'), 403, COMMENTS_MSG.commentOwnReview],
      ['teacher2', demoCommentId(2, 'enRevision'), 404, COMMENTS_MSG.commentNotFound],
      ['admin', 2_000_000, 404, COMMENTS_MSG.commentNotFound],
    ];
    for (const [who, id, status, message] of cases) {
      const res = await review(who, id, 1);
      expect([res.statusCode, res.json().message], `${who} ${id}`).toEqual([status, message]);
    }
    // The administration's comment on a student of a branch demo.teacher2 does not coordinate.
    const mine = await t.request(addCommentCall, { cookie: cookies.admin, body: { id_usuario: demoUserId(1, 'admin'), id_alumno: student(1, 14), id_grupo: group(1, 5), mensaje: 2 } });
    const other = await review('teacher2', mine.json().id_comentario, 2);
    expect([other.statusCode, other.json().message]).toEqual([403, COMMENTS_MSG.commentReviewNotAllowed]);
    expect(await review('teacher', mine.json().id_comentario, 2)).toHaveProperty('statusCode', 403);
    expect((await written()).history).toBe(before.history + 1);
    expect((await written()).states.filter((s) => s.e !== 0)).toEqual(before.states.filter((s) => s.e !== 0));
  });

  it('takes only 1 or 2', async () => {
    const res = await review('teacher2', demoCommentId(1, 'enRevision'), 0);
    expect([res.statusCode, res.json().message]).toEqual([400, COMMENTS_MSG.commentReviewStatus]);
    expect((await t.request(reviewCommentCall, { cookie: cookies.teacher2, payload: { id_comentario: demoCommentId(1, 'enRevision'), id_estado: 3 } })).statusCode).toBe(400);
  });
});

describe('PUT comentarios.estado: transitions', () => {
  it('lets the coordinator accept a comment under review, once: the same decision again changes nothing, another is 409', async () => {
    const id = demoCommentId(1, 'enRevision');
    const res = await review('teacher2', id, 1);
    expect(res.json()).toEqual({ message: COMMENTS_MSG.commentAccepted, id_comentario: id, id_estado: 1, aprueba: 0 });
    expect(await estadoOf(id)).toBe(1);
    expect((await statusHistoryOf(t.database.db, 1, 'comentario', id)).map((h) => [h.de, h.a, h.quien])).toEqual([
      [null, 0, 'Ricardo Villarreal Elizondo'],
      [0, 1, 'Laura Méndez Cantú'],
    ]);
    const audit = await auditOf(t.database.db, 1, 'comentario', id);
    expect(audit.at(-1)).toMatchObject({ quien: 'Laura Méndez Cantú', antes: { id_estado: 0 }, despues: { id_estado: 1 } });

    const before = await written();
    expect((await review('admin', id, 1)).json()).toMatchObject({ message: COMMENTS_MSG.commentAccepted, id_estado: 1 });
    const late = await review('admin', id, 2);
    expect([late.statusCode, late.json().message]).toEqual([409, 'Este comentario ya fue revisado: está Aceptado.']);
    expect(await written()).toEqual(before);
  });

  it('lets the administration reject any comment of the school but its own; the teacher may then send another', async () => {
    const id = demoCommentId(1, 'deTeacher2');
    expect((await review('admin', id, 2)).json()).toMatchObject({ message: COMMENTS_MSG.commentRejected, id_estado: 2 });
    const again = await t.request(addCommentCall, { cookie: cookies.teacher2, body: { id_usuario: demoUserId(1, 'teacher2'), id_alumno: student(1, 11), id_grupo: group(1, 3), mensaje: 3 } });
    expect(again.statusCode).toBe(200);
  });

  it('decides two reviews at once one after the other', async () => {
    const id = demoCommentId(1, 'enRevision2');
    const answers = await Promise.all([review('teacher2', id, 1), review('admin', id, 2)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await statusHistoryOf(t.database.db, 1, 'comentario', id)).map((h) => h.de)).toEqual([null, 0]);
  });
});

describe("'Aprobado por comentario'", () => {
  it('closes the level at 70 once an approving comment is accepted: the student opens the group and sees it, the kardex too', async () => {
    const valeria = await t.login(1, 'A250101');
    const grades = () => t.request(groupGradesCall, { cookie: valeria, body: { id_alumno: student(1, 1), id_grupo: group(1, 1) } });
    // A failed level does not open (spec 2 §8), as long as the comment is not accepted.
    expect((await grades()).json()).toEqual({ message: MSG.groupFailed, code: 'FORBIDDEN' });
    const sent = await t.request(addCommentCall, { cookie: cookies.teacher, body: { id_usuario: demoUserId(1, 'teacher'), id_alumno: student(1, 1), id_grupo: group(1, 1), mensaje: 1 } });
    expect(sent.json()).toMatchObject({ id_estado: 0, aprueba: 1 });
    expect((await grades()).statusCode).toBe(403);

    const accepted = await review('teacher2', sent.json().id_comentario, 1);
    expect(accepted.json()).toMatchObject({ message: COMMENTS_MSG.commentAcceptedApproves, id_estado: 1, aprueba: 1 });
    const [enrolment] = await t.database.db.select().from(enrolments).where(and(eq(enrolments.id_alumno, student(1, 1)), eq(enrolments.id_grupo, group(1, 1))));
    expect(enrolment).toMatchObject({ primera: 58, segunda: 70, calificacion_final_segunda_oportunidad: 70 });
    const [, line] = await auditOf(t.database.db, 1, 'comentario', sent.json().id_comentario);
    expect([line!.antes, line!.despues]).toEqual([
      expect.objectContaining({ id_estado: 0, segunda: 52, calificacion_final_segunda_oportunidad: 52 }),
      expect.objectContaining({ id_estado: 1, segunda: 70, calificacion_final_segunda_oportunidad: 70 }),
    ]);

    const now = await grades();
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ aprobado_por_comentario: 1, comentario: [{ maestro: 'Ricardo Villarreal Elizondo', mensaje: COMMENTS_MSG.commentCannedPasses }] });
    const kardex = await t.requestJson(kardexCall, { cookie: valeria, params: { userId: student(1, 1) } });
    expect(kardex.getKardexalumno).toEqual([{ nivel: 'Nivel 1', primera: 58, segunda: 70 }]);
    expect(kardex.getComentario).toEqual([{ nivel: 'Nivel 1', maestro: 'Ricardo Villarreal Elizondo', calificacion: 70, mensaje: COMMENTS_MSG.commentCannedPasses }]);
  });

  it('never comes from a rejected approving comment, nor from an accepted one that does not approve', async () => {
    const renata = await t.login(1, 'A250103');
    expect((await t.requestJson(groupGradesCall, { cookie: renata, body: { id_alumno: student(1, 3), id_grupo: group(1, 1) } })).aprobado_por_comentario).toBe(1);
    const joaquin = await t.request(addCommentCall, { cookie: cookies.teacher, body: { id_usuario: demoUserId(1, 'teacher'), id_alumno: student(1, 4), id_grupo: group(1, 1), mensaje: 1 } });
    await review('teacher2', joaquin.json().id_comentario, 2);
    const [row] = await t.database.db.select().from(enrolments).where(eq(enrolments.id_alumno, student(1, 4)));
    expect(row).toMatchObject({ segunda: 60, calificacion_final_segunda_oportunidad: 60 });
    const [lucia] = await t.database.db.select().from(enrolments).where(eq(enrolments.id_alumno, student(1, 9)));
    // Lucía's comment (repeat the level) was reviewed above, whichever way: a comment that does not approve leaves the grades.
    expect(lucia).toMatchObject({ segunda: 68 });
  });
});
