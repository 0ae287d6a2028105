import { buildLessonRows, MSG, RESOURCE_SET, studentResourcesCall } from '@lms/contract';
import { notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import { assertCanSeeGroup } from '../groups/groups.policy.js';
import type { AreaDeps } from '../types.js';
import { groupLevel, levelResources, sessionsOf, studentAttendance, studentResults } from './lessons.repository.js';

export function registerLessonsRoutes({ calls, db, clock, config, escuela }: AreaDeps) {
  calls.register(studentResourcesCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    await assertCanSeeGroup(db, session, body.id_grupo);
    const level = await groupLevel(db, body.id_grupo);
    if (level === undefined) throw notFound(MSG.groupNotFound);
    const [sessions, resources, results, attendance] = await Promise.all([
      sessionsOf(db, body.id_grupo),
      levelResources(db, level, body.tipo),
      studentResults(db, body.id_alumno, body.id_grupo),
      studentAttendance(db, body.id_alumno, body.id_grupo),
    ]);
    return buildLessonRows({
      sessions,
      resources,
      results,
      attendance,
      today: schoolToday(clock),
      ubicacion: config.resourcesUrl[escuela],
      certification: body.tipo === RESOURCE_SET.certification,
    });
  });
}
