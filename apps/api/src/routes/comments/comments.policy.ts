import { COMMENTS_MSG, type CommentScope, MSG } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { SessionContext } from '../../plugins/session.js';
import { coordinatedBranches } from './coordinators.js';
import { commentGroup, type CommentGroup, type CommentRow, type GroupScope } from './comments.repository.js';

/**
 * Who does what with failing-student comments (docs/decisions/028-comments.md):
 * a teacher reaches the groups they teach (teacher 1 or 2) and every group of
 * the branches they coordinate; an administrator the whole school. Writing a
 * comment needs one of those; reviewing one needs the coordination of the
 * group's branch (or the administration), and never one's own comment.
 */
export interface CallerScope {
  groups: GroupScope;
  /** The branches whose comments the caller reviews; null: all of the school (an administrator). */
  reviews: ReadonlySet<number> | null;
  /** What the screen says about it. */
  alcance: CommentScope;
}

export async function callerScope(db: Db, session: SessionContext): Promise<CallerScope> {
  if (session.roll === 'ADMINISTRADOR') {
    return { groups: { escuela: session.escuela, teacher: null }, reviews: null, alcance: { alcance: 'escuela', planteles: [] } };
  }
  const branches = await coordinatedBranches(db, session.userId, session.escuela);
  return {
    groups: { escuela: session.escuela, teacher: { id: session.userId, branches: branches.map((b) => b.id) } },
    reviews: new Set(branches.map((b) => b.id)),
    alcance: { alcance: branches.length > 0 ? 'coordinacion' : 'grupos', planteles: branches.map((b) => b.plantel) },
  };
}

const teaches = (group: CommentGroup, userId: number) => group.id_teacher === userId || group.id_teacher_2 === userId;
const reviewsBranch = (scope: CallerScope, group: CommentGroup) => scope.reviews === null || scope.reviews.has(group.id_plantel);

/** A group of the caller's school (404 otherwise) that they teach or coordinate, or any as an administrator (403 otherwise). */
export async function groupToComment(db: Db, session: SessionContext, scope: CallerScope, groupId: number): Promise<CommentGroup> {
  const group = await commentGroup(db, groupId);
  if (!group || group.escuela !== session.escuela) throw notFound(MSG.groupNotFound);
  if (teaches(group, session.userId) || reviewsBranch(scope, group)) return group;
  throw forbidden(MSG.forbidden);
}

/**
 * A comment the caller may review, with its group: one of the school (404
 * otherwise), in a branch they coordinate or any as an administrator, and
 * not written by them (403 each, saying why).
 */
export async function commentToReview(db: Db, session: SessionContext, scope: CallerScope, comment: CommentRow | undefined): Promise<CommentGroup> {
  const group = comment ? await commentGroup(db, comment.id_grupo) : undefined;
  if (!comment || !group || group.escuela !== session.escuela) throw notFound(COMMENTS_MSG.commentNotFound);
  if (comment.id_usuario === session.userId) throw forbidden(COMMENTS_MSG.commentOwnReview);
  if (!reviewsBranch(scope, group)) throw forbidden(COMMENTS_MSG.commentReviewNotAllowed);
  return group;
}
