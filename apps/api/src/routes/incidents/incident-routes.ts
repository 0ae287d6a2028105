import { acceptIncidentCall, addIncidentCall, COMMENTS_MSG, INCIDENTS_MSG, type IncidentStatus, MSG, rejectIncidentCall, replyIncidentCall, updateIncidentCall } from '@lms/contract';
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
export function registerIncidentChanges(deps: AreaDeps) {
  registerTeacherChanges(deps);
  registerStudentAnswers(deps);
}

const changeContext =
  ({ db, clock, escuela }: AreaDeps) =>
  (session: SessionContext): ChangeContext => ({ db, escuela, by: session.userId, at: clock.now() });

/** The teacher's side: adding an incident, editing or deleting it, replying to the student. */
function registerTeacherChanges(deps: AreaDeps) {
  const { calls, db, escuela } = deps;
  const contextOf = changeContext(deps);

  calls.register(addIncidentCall, async ({ body, session }) => {
    await assertCanSeeGroup(db, session, body.id_grupo);
    const course = await groupCourse(db, body.id_grupo);
    if (!course) throw notFound(MSG.groupNotFound);
    if (!(await isEnrolled(db, body.id_grupo, body.id_alumno))) throw badRequest(COMMENTS_MSG.incidentStudentNotInGroup);
    await assertRuleFits(db, escuela, body.idreglamento, course.tipo_curso);
    // The cycle is the group's, whatever the client thinks.
    const created = await createIncident(contextOf(session), {
      id_grupo: body.id_grupo,
      id_alumno: body.id_alumno,
      idreglamento: body.idreglamento,
      id_ciclo: course.id_ciclo,
      notas: body.notas ?? null,
    });
    return { message: INCIDENTS_MSG.incidentCreated, incidencia: (await teacherIncidentById(db, created.id))! };
  });

  calls.register(updateIncidentCall, async ({ params, body, session }) => {
    const current = await incidentFor(db, session, params.id);
    const deleting = body.deleted === 1;
    if (deleting && (body.notas !== undefined || body.idreglamento !== undefined)) throw badRequest(INCIDENTS_MSG.incidentDeleteAlone);
    if (!deleting && body.notas === undefined && body.idreglamento === undefined) throw badRequest(INCIDENTS_MSG.incidentUnchanged);
    const action = deleting ? 'eliminar' : 'editar';
    assertVersion(current, body.version);
    assertTransition('teacher', current.estatus, action);
    const unchanged = (body.notas === undefined || body.notas === current.notas) && (body.idreglamento === undefined || body.idreglamento === current.idreglamento);
    if (!deleting && unchanged) return { message: INCIDENTS_MSG.incidentUnchanged, incidencia: (await teacherIncidentById(db, current.id))! };

    const after = await changeIncident(contextOf(session), current.id, async (locked, tx) => {
      assertVersion(locked, body.version);
      const to = assertTransition('teacher', locked.estatus, action);
      if (deleting) return { values: { deleted: 1 }, status: { to, note: INCIDENTS_MSG.incidentDeletedNote } };
      if (body.idreglamento !== undefined && body.idreglamento !== locked.idreglamento) {
        const course = await groupCourse(tx, locked.id_grupo);
        await assertRuleFits(tx, escuela, body.idreglamento, course!.tipo_curso);
      }
      // Editing is no status change: the audit line keeps it, the status history does not.
      return { values: { ...(body.notas !== undefined ? { notas: body.notas } : {}), ...(body.idreglamento !== undefined ? { idreglamento: body.idreglamento } : {}) } };
    });
    return { message: deleting ? INCIDENTS_MSG.incidentDeleted : INCIDENTS_MSG.incidentUpdated, incidencia: (await teacherIncidentById(db, after.id))! };
  });

  calls.register(replyIncidentCall, async ({ body, session }) => {
    const current = await incidentFor(db, session, body.idincidencias);
    if (body.estatus !== 0) throw badRequest(INCIDENTS_MSG.incidentReplyStatus);
    const ctx = contextOf(session);
    const after = await changeIncident(ctx, current.id, async (locked, tx) => {
      assertVersion(locked, body.version);
      const to = assertTransition('teacher', locked.estatus, 'responder');
      const last = await lastMessage(tx, locked.id);
      if (last?.id !== body.id) {
        if (!(await messageExists(tx, locked.id, body.id))) throw notFound(INCIDENTS_MSG.incidentMessageNotFound);
        throw badRequest(INCIDENTS_MSG.incidentMessageNotLast);
      }
      if (last.nota_respuesta !== null) throw badRequest(INCIDENTS_MSG.incidentMessageNotLast);
      const answer = { nota_respuesta: body.nota_respuesta, respondido_por: ctx.by, fecha_respuesta: ctx.at };
      return { status: { to, note: body.nota_respuesta }, also: (inner) => answerMessage(inner, last.id, answer) };
    });
    return changeAnswer(INCIDENTS_MSG.incidentReplied, after);
  });
}

/** The student's side: rejecting an incident with a note, or accepting it. */
function registerStudentAnswers(deps: AreaDeps) {
  const { calls, db } = deps;
  const contextOf = changeContext(deps);

  calls.register(rejectIncidentCall, async ({ body, session }) => {
    assertSelf(session, body.id);
    const current = await incidentFor(db, session, body.idincidencias);
    if (body.estatus !== 2) throw badRequest(INCIDENTS_MSG.incidentRejectStatus);
    const ctx = contextOf(session);
    const after = await changeIncident(ctx, current.id, async (locked) => {
      assertVersion(locked, body.version);
      const to = assertTransition('alumno', locked.estatus, 'rechazar');
      return { status: { to, note: body.nota }, also: (tx) => insertMessage(tx, { id_incidencia: locked.id, nota: body.nota, fecha: ctx.at }) };
    });
    return changeAnswer(INCIDENTS_MSG.incidentRejected, after);
  });

  calls.register(acceptIncidentCall, async ({ body, session }) => {
    const current = await incidentFor(db, session, body.id);
    if (body.estatus !== 1) throw badRequest(INCIDENTS_MSG.incidentAcceptOnly);
    const after = await changeIncident(contextOf(session), current.id, async (locked) => {
      assertVersion(locked, body.version);
      return { status: { to: assertTransition('alumno', locked.estatus, 'aceptar'), note: null } };
    });
    return changeAnswer(INCIDENTS_MSG.incidentAccepted, after);
  });
}
