import { groupIncidentsCall, MSG, rejectionMessagesCall, studentIncidentsCall } from '@lms/contract';
import { assertCanSeeGroup } from '../groups/public.js';
import { notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { defineArea, type AreaDeps } from '../types.js';
import { registerIncidentChanges } from './incident-routes.js';
import { incidentFor } from './incidents.policy.js';
import { groupCourse, groupIncidentsPage, messagesOf, studentIncidents } from './incidents.repository.js';

/** The incidents of spec 3 §7: the reads here, the changes in incident-routes.ts (docs/decisions/027-incidents.md). */
function registerIncidentsRoutes(deps: AreaDeps) {
  const { calls, db, escuela } = deps;

  calls.register(groupIncidentsCall, async ({ params, query, session }) => {
    await assertCanSeeGroup(db, session, params.groupId);
    const course = await groupCourse(db, params.groupId);
    if (!course) throw notFound(MSG.groupNotFound);
    return { ...(await groupIncidentsPage(db, params.groupId, query)), idcurso: course.tipo_curso };
  });

  calls.register(studentIncidentsCall, async ({ params, session }) => {
    assertSelf(session, params.studentId);
    return studentIncidents(db, params.studentId, escuela);
  });

  calls.register(rejectionMessagesCall, async ({ body, session }) => {
    const incident = await incidentFor(db, session, body.idincidencias);
    return messagesOf(db, incident.id);
  });

  registerIncidentChanges(deps);
}

export const area = defineArea({ name: 'incidents', register: registerIncidentsRoutes });
