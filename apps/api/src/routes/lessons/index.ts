import { buildLessonRows, RESOURCE_SET, studentResourcesCall } from '@lms/contract';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import { assertCanSeeGroup } from '../../lib/group-access.js';
import { defineArea, type AreaDeps } from '../types.js';
import { levelResources, sessionsOf, studentAttendance, studentResults } from '../../lib/study-records.js';
import { seedLessons } from './lessons.seed.js';

function registerLessonsRoutes({ calls, db, clock, config, escuela }: AreaDeps) {
  calls.register(studentResourcesCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const [sessions, resources, results, attendance] = await Promise.all([
      sessionsOf(db, body.id_grupo),
      levelResources(db, group.id_nivel, body.tipo),
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

export const area = defineArea({ name: 'lessons', seed: seedLessons, register: registerLessonsRoutes });
