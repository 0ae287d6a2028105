import { computeGroupGrades, gradesByEvaluation, groupGradesCall, kardexAverage, kardexCall, MSG, RESOURCE_SET } from '@lms/contract';
import { notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import { assertCanSeeGroup } from '../groups/public.js';
import { studentAttendance } from '../attendance/public.js';
import { levelResources, sessionIdsOfGroup, sessionsOf } from '../lessons/public.js';
import { studentResults } from './public.js';
import { defineArea, type AreaDeps } from '../types.js';
import { registerTeacherGrades } from './teacher-grades.js';
import { acceptedComments, groupGradeSettings, kardexComments, kardexLevels } from './grades.repository.js';

function registerGradesRoutes(deps: AreaDeps) {
  const { calls, db, clock } = deps;
  registerTeacherGrades(deps);
  calls.register(groupGradesCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const [settings, sessions, attendance, evaluations, results, comentario] = await Promise.all([
      groupGradeSettings(db, body.id_grupo),
      sessionsOf(db, body.id_grupo),
      studentAttendance(db, body.id_alumno, sessionIdsOfGroup(db, body.id_grupo)),
      levelResources(db, group.id_nivel, RESOURCE_SET.ordinary),
      studentResults(db, body.id_alumno, body.id_grupo),
      acceptedComments(db, body.id_alumno, body.id_grupo),
    ]);
    // Only if the group was deleted since the check above.
    if (!settings) throw notFound(MSG.groupNotFound);
    const { fecha_fin, ...weights } = settings;
    const grades = computeGroupGrades({
      weights,
      sessions,
      attendance,
      evaluations,
      results: gradesByEvaluation(results),
      comentario,
      today: schoolToday(clock),
      cycleEnd: fecha_fin,
    });
    return {
      ...grades,
      comentario: comentario.map(({ maestro, mensaje }) => ({ maestro, mensaje })),
      num_sesiones: sessions.length,
      aprobado_por_comentario: comentario.some((c) => c.aprueba === 1) ? (1 as const) : (0 as const),
    };
  });

  calls.register(kardexCall, async ({ params, session }) => {
    assertSelf(session, params.userId);
    const [getKardexalumno, getComentario] = await Promise.all([kardexLevels(db, params.userId), kardexComments(db, params.userId)]);
    return { getKardexalumno, getComentario, promedio: kardexAverage(getKardexalumno) };
  });
}

export const area = defineArea({ name: 'grades', register: registerGradesRoutes });
