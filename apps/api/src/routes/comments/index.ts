import {
  addCommentCall,
  cannedComment,
  type CommentCycle,
  commentCycles,
  commentCyclesCall,
  COMMENTS_MSG,
  failingStudentsCall,
  MSG,
  reviewCommentCall,
} from '@lms/contract';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import type { SessionContext } from '../../plugins/session.js';
import { defineArea, type AreaDeps } from '../types.js';
import { createComment, reviewComment, type ChangeContext } from './comment-change.js';
import { callerScope, commentToReview, groupToComment, type CallerScope } from './comments.policy.js';
import { allCycles, cycleGroups, findComment, groupRecords, type CommentGroup, type GroupRecords } from './comments.repository.js';
import { failingStudentRows } from './failing-students.js';

/** Failing-student comments of spec 3 §2.8 and §7, and our review call (docs/decisions/028-comments.md). */
function registerCommentsRoutes({ calls, db, clock, escuela }: AreaDeps) {
  const contextOf = (session: SessionContext): ChangeContext => ({ db, escuela, by: session.userId, at: clock.now() });
  const cyclesOf = async (school: number): Promise<CommentCycle[]> => commentCycles(await allCycles(db), school, schoolToday(clock));

  const recordsOf = (groups: readonly CommentGroup[]) =>
    groupRecords(
      db,
      groups.map((g) => g.id),
      [...new Set(groups.map((g) => g.id_nivel))],
    );
  /** The rows of these groups as the caller sees them. */
  const rowsOf = (groups: readonly CommentGroup[], records: GroupRecords, session: SessionContext, scope: CallerScope) =>
    failingStudentRows(groups, records, { userId: session.userId, reviews: scope.reviews }, schoolToday(clock));

  calls.register(commentCyclesCall, async ({ session }) => cyclesOf(session.escuela));

  calls.register(failingStudentsCall, async ({ params, session }) => {
    assertSelf(session, params.userId);
    if (params.escuela !== session.escuela) throw forbidden(MSG.forbidden);
    const cycle = (await cyclesOf(session.escuela)).find((c) => c.id_ciclo === params.id_ciclo);
    if (!cycle) throw notFound(COMMENTS_MSG.commentCycleNotFound);
    // Checked, not used: our users belong to one school, so the other brand's cycle adds no group (decision 028).
    if (params.id_ciclo_relacionado !== cycle.id_ciclo_relacionado) throw badRequest(COMMENTS_MSG.commentRelatedCycleWrong);
    const scope = await callerScope(db, session);
    const groups = await cycleGroups(db, cycle.id_ciclo, scope.groups);
    return { ...rowsOf(groups, await recordsOf(groups), session, scope), alcance: scope.alcance };
  });

  calls.register(addCommentCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    const scope = await callerScope(db, session);
    const group = await groupToComment(db, session, scope, body.id_grupo);
    const canned = cannedComment(body.mensaje);
    if (!canned) throw badRequest(COMMENTS_MSG.commentNotCanned);
    // The server decides who is at risk, from its own data: the student's row as the list computes it.
    const records = await recordsOf([group]);
    if (!records.students.some((s) => s.id_alumno === body.id_alumno)) throw badRequest(COMMENTS_MSG.incidentStudentNotInGroup);
    if (!rowsOf([group], records, session, scope).alumnos.some((a) => a.id_alumno === body.id_alumno)) throw badRequest(COMMENTS_MSG.commentNotAtRisk);
    // Listed without a comment under review or accepted means at risk; with one, the transaction refuses it (409).
    const created = await createComment(contextOf(session), { groupId: group.id, studentId: body.id_alumno }, canned);
    return { message: COMMENTS_MSG.commentSent, id_comentario: created.id, id_estado: 0 as const, aprueba: canned.aprueba };
  });

  calls.register(reviewCommentCall, async ({ body, session }) => {
    if (body.id_estado === 0) throw badRequest(COMMENTS_MSG.commentReviewStatus);
    const scope = await callerScope(db, session);
    await commentToReview(db, session, scope, await findComment(db, body.id_comentario));
    const { row } = await reviewComment(contextOf(session), body.id_comentario, body.id_estado);
    const message = row.id_estado === 2 ? COMMENTS_MSG.commentRejected : row.aprueba === 1 ? COMMENTS_MSG.commentAcceptedApproves : COMMENTS_MSG.commentAccepted;
    return { message, id_comentario: row.id, id_estado: body.id_estado, aprueba: row.aprueba === 1 ? (1 as const) : (0 as const) };
  });
}

export const area = defineArea({ name: 'comments', register: registerCommentsRoutes });
