import { MSG, TEACHER_MSG, acceptIncidentCall, addIncidentCall, rejectIncidentCall, replyIncidentCall, updateIncidentCall, type IncidentStatus } from '@lms/contract';
import { assertCanSeeGroup } from '../groups/public.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import type { SessionContext } from '../../plugins/session.js';
import type { AreaDeps } from '../types.js';
import { changeIncident, createIncident, type ChangeContext } from './incident-change.js';
import { assertRuleFits, assertTransition, assertVersion, incidentFor } from './incidents.policy.js';
import { answerMessage, groupCourse, insertMessage, isEnrolled, lastMessage, messageExists, teacherIncidentById, type IncidentRow } from './incidents.repository.js';

const changeAnswer = (message: string, row: IncidentRow) => ({ message, idincidencias: row.id, estatus: row.estatus as IncidentStatus, version: row.version });

/**
 * The calls that change incidents. Each checks who may touch the incident
 * first (404/403), then decides on the row locked in the change's
 * transaction (version 409, transition 400), so two changes at once are
 * judged one after the other and a refused one writes nothing.
 */
export function registerIncidentChanges({ calls, db, clock, escuela }: AreaDeps) {
  const contextOf = (session: SessionContext): ChangeContext => ({ db, escuela, by: session.userId, at: clock.now() });

  calls.register(addIncidentCall, async ({ body, session }) => {
    await assertCanSeeGroup(db, session, body.id_grupo);
    const course = await groupCourse(db, body.id_grupo);
    if (!course) throw notFound(MSG.groupNotFound);
    if (!(await isEnrolled(db, body.id_grupo, body.id_alumno))) throw badRequest(TEACHER_MSG.incidentStudentNotInGroup);
    await assertRuleFits(db, escuela, body.idreglamento, course.tipo_curso);
    // The cycle is the group's, whatever the client thinks.
    const created = await createIncident(contextOf(session), {
      id_grupo: body.id_grupo,
      id_alumno: body.id_alumno,
      idreglamento: body.idreglamento,
      id_ciclo: course.id_ciclo,
      notas: body.notas ?? null,
    });
    return { message: TEACHER_MSG.incidentCreated, incidencia: (await teacherIncidentById(db, created.id))! };
  });

  calls.register(updateIncidentCall, async ({ params, body, session }) => {
    const current = await incidentFor(db, session, params.id);
    const deleting = body.deleted === 1;
    if (deleting && (body.notas !== undefined || body.idreglamento !== undefined)) throw badRequest(TEACHER_MSG.incidentDeleteAlone);
    if (!deleting && body.notas === undefined && body.idreglamento === undefined) throw badRequest(TEACHER_MSG.incidentUnchanged);
    const action = deleting ? 'eliminar' : 'editar';
    assertVersion(current, body.version);
    assertTransition('teacher', current.estatus, action);
    const unchanged = (body.notas === undefined || body.notas === current.notas) && (body.idreglamento === undefined || body.idreglamento === current.idreglamento);
    if (!deleting && unchanged) return { message: TEACHER_MSG.incidentUnchanged, incidencia: (await teacherIncidentById(db, current.id))! };

    const after = await changeIncident(contextOf(session), current.id, async (locked, tx) => {
      assertVersion(locked, body.version);
      const to = assertTransition('teacher', locked.estatus, action);
      if (deleting) return { values: { deleted: 1 }, status: { to, note: TEACHER_MSG.incidentDeletedNote } };
      if (body.idreglamento !== undefined && body.idreglamento !== locked.idreglamento) {
        const course = await groupCourse(tx, locked.id_grupo);
        await assertRuleFits(tx, escuela, body.idreglamento, course!.tipo_curso);
      }
      // Editing is no status change: the audit line keeps it, the status history does not.
      return { values: { ...(body.notas !== undefined ? { notas: body.notas } : {}), ...(body.idreglamento !== undefined ? { idreglamento: body.idreglamento } : {}) } };
    });
    return { message: deleting ? TEACHER_MSG.incidentDeleted : TEACHER_MSG.incidentUpdated, incidencia: (await teacherIncidentById(db, after.id))! };
  });

  calls.register(rejectIncidentCall, async ({ body, session }) => {
    assertSelf(session, body.id);
    const current = await incidentFor(db, session, body.idincidencias);
    if (body.estatus !== 2) throw badRequest(TEACHER_MSG.incidentRejectStatus);
    const ctx = contextOf(session);
    const after = await changeIncident(ctx, current.id, async (locked) => {
      assertVersion(locked, body.version);
      const to = assertTransition('alumno', locked.estatus, 'rechazar');
      return { status: { to, note: body.nota }, also: (tx) => insertMessage(tx, { id_incidencia: locked.id, nota: body.nota, fecha: ctx.at }) };
    });
    return changeAnswer(TEACHER_MSG.incidentRejected, after);
  });

  calls.register(replyIncidentCall, async ({ body, session }) => {
    const current = await incidentFor(db, session, body.idincidencias);
    if (body.estatus !== 0) throw badRequest(TEACHER_MSG.incidentReplyStatus);
    const ctx = contextOf(session);
    const after = await changeIncident(ctx, current.id, async (locked, tx) => {
      assertVersion(locked, body.version);
      const to = assertTransition('teacher', locked.estatus, 'responder');
      const last = await lastMessage(tx, locked.id);
      if (last?.id !== body.id) {
        if (!(await messageExists(tx, locked.id, body.id))) throw notFound(TEACHER_MSG.incidentMessageNotFound);
        throw badRequest(TEACHER_MSG.incidentMessageNotLast);
      }
      if (last.nota_respuesta !== null) throw badRequest(TEACHER_MSG.incidentMessageNotLast);
      const answer = { nota_respuesta: body.nota_respuesta, respondido_por: ctx.by, fecha_respuesta: ctx.at };
      return { status: { to, note: body.nota_respuesta }, also: (inner) => answerMessage(inner, last.id, answer) };
    });
    return changeAnswer(TEACHER_MSG.incidentReplied, after);
  });

  calls.register(acceptIncidentCall, async ({ body, session }) => {
    const current = await incidentFor(db, session, body.id);
    if (body.estatus !== 1) throw badRequest(TEACHER_MSG.incidentAcceptOnly);
    const after = await changeIncident(contextOf(session), current.id, async (locked) => {
      assertVersion(locked, body.version);
      return { status: { to: assertTransition('alumno', locked.estatus, 'aceptar'), note: null } };
    });
    return changeAnswer(TEACHER_MSG.incidentAccepted, after);
  });
}
