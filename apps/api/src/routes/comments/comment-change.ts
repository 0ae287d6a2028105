import { APPROVED_BY_COMMENT_GRADE, type CannedComment, COMMENTS_MSG, type CommentStatus, formatMessage } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { recordAudit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { changeStatus } from '../../lib/status-history.js';
import { closeLevelAt, insertComment, liveComment, lockComment, lockEnrolment, setCommentStatus, type CommentRow } from './comments.repository.js';
import { statusLabel } from './failing-students.js';

/** Who changes comments, where and when: the session's user, never a body's. */
export interface ChangeContext {
  db: Db;
  escuela: 1 | 2;
  by: number;
  at: Date;
}

/** The comment's fields an audit line keeps; an accepted approving comment adds the level's grades it changed. */
export function commentSnapshot(row: Pick<CommentRow, 'id_grupo' | 'id_alumno' | 'id_usuario' | 'mensaje' | 'id_estado' | 'aprueba'>, grades?: { segunda: number | null; extra: number | null }): Record<string, unknown> {
  const { id_grupo, id_alumno, id_usuario, mensaje, id_estado, aprueba } = row;
  return {
    id_grupo,
    id_alumno,
    id_usuario,
    mensaje,
    id_estado,
    aprueba,
    ...(grades ? { segunda: grades.segunda, calificacion_final_segunda_oportunidad: grades.extra } : {}),
  };
}

const lineOf = (ctx: ChangeContext, row: CommentRow) => ({ escuela: ctx.escuela, kind: 'comentario' as const, recordId: row.id, groupId: row.id_grupo, by: ctx.by, at: ctx.at });

/**
 * Records a canned comment En Revisión on a student of a group: the row, its
 * first status line (none → 0) and its audit line, in one transaction. The
 * student's enrolment is locked first, so two comments sent at once are
 * decided one after the other and the second finds the first (409).
 */
export async function createComment(ctx: ChangeContext, target: { groupId: number; studentId: number }, canned: CannedComment): Promise<CommentRow> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockEnrolment(tx, target.groupId, target.studentId))) throw badRequest(COMMENTS_MSG.incidentStudentNotInGroup);
    if (await liveComment(tx, target.groupId, target.studentId)) throw conflict(COMMENTS_MSG.commentExists);
    const created = await insertComment(tx, {
      id_grupo: target.groupId,
      id_alumno: target.studentId,
      id_usuario: ctx.by,
      mensaje: canned.mensaje,
      id_estado: 0,
      aprueba: canned.aprueba,
      fecha: ctx.at,
    });
    await changeStatus(tx, { escuela: ctx.escuela, kind: 'comentario', recordId: created.id, by: ctx.by, to: 0, at: ctx.at }, async () => null);
    await recordAudit(tx, [{ ...lineOf(ctx, created), before: null, after: commentSnapshot(created) }]);
    return created;
  });
}

/**
 * Accepts (1) or rejects (2) a comment under review, all or nothing: the
 * locked row is checked again (the same decision again answers as it is;
 * another one finds it reviewed, 409), its status changes with its status
 * line, and accepting an approving comment closes the student's level at 70
 * ('Aprobado por comentario'), the grades it replaced kept in the audit line.
 */
export async function reviewComment(ctx: ChangeContext, id: number, to: Exclude<CommentStatus, 0>): Promise<{ row: CommentRow; changed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockComment(tx, id);
    if (!locked) throw notFound(COMMENTS_MSG.commentNotFound);
    if (locked.id_estado === to) return { row: locked, changed: false };
    if (locked.id_estado !== 0) throw conflict(formatMessage(COMMENTS_MSG.commentAlreadyReviewed, { estado: statusLabel(locked.id_estado) }));
    const after: CommentRow = { ...locked, id_estado: to };
    let grades: { before: { segunda: number | null; extra: number | null }; after: { segunda: number; extra: number } } | undefined;
    await changeStatus(tx, { escuela: ctx.escuela, kind: 'comentario', recordId: id, by: ctx.by, to, at: ctx.at }, async (inner) => {
      await setCommentStatus(inner, id, to);
      if (to === 1 && locked.aprueba === 1) {
        const enrolment = await lockEnrolment(inner, locked.id_grupo, locked.id_alumno);
        if (enrolment) {
          await closeLevelAt(inner, enrolment.id, APPROVED_BY_COMMENT_GRADE);
          grades = { before: { segunda: enrolment.segunda, extra: enrolment.extra }, after: { segunda: APPROVED_BY_COMMENT_GRADE, extra: APPROVED_BY_COMMENT_GRADE } };
        }
      }
      return locked.id_estado;
    });
    await recordAudit(tx, [{ ...lineOf(ctx, locked), before: commentSnapshot(locked, grades?.before), after: commentSnapshot(after, grades?.after) }]);
    return { row: after, changed: true };
  });
}
