import { computeGroupGrades, groupGradesCall, MSG } from '@lms/contract';
import { notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import { assertCanSeeGroup } from '../groups/groups.policy.js';
import { sessionsOf, studentAttendance } from '../lessons/lessons.repository.js';
import type { AreaDeps } from '../types.js';
import { acceptedComments, gradedEvaluations, groupGradeSettings, resultGrades } from './grades.repository.js';

export function registerGradesRoutes({ calls, db, clock }: AreaDeps) {
  calls.register(groupGradesCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    await assertCanSeeGroup(db, session, body.id_grupo);
    const settings = await groupGradeSettings(db, body.id_grupo);
    if (!settings) throw notFound(MSG.groupNotFound);
    const [sessions, attendance, evaluations, results, comentario] = await Promise.all([
      sessionsOf(db, body.id_grupo),
      studentAttendance(db, body.id_alumno, body.id_grupo),
      gradedEvaluations(db, settings.id_nivel),
      resultGrades(db, body.id_alumno, body.id_grupo),
      acceptedComments(db, body.id_alumno, body.id_grupo),
    ]);
    const { id_nivel: _level, fecha_fin, ...weights } = settings;
    return computeGroupGrades({ weights, sessions, attendance, evaluations, results, comentario, today: schoolToday(clock), cycleEnd: fecha_fin });
  });
}
