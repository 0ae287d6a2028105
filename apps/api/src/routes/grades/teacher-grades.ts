import {
  atRiskCall,
  atRiskReasons,
  ATTENDANCE_MSG,
  type ClassStudent,
  computeGroupGrades,
  GRADES_MSG,
  gradesByEvaluation,
  isKidsGroup,
  kidsGroupGradesCall,
  MSG,
  RESOURCE_SET,
  RESOURCE_TYPE,
  type ResourceInput,
  type SessionInput,
  type TeacherGradeRow,
  type TeacherGrades,
  teacherGroupGradesCall,
} from '@lms/contract';
import { assertCanSeeGroup, groupName } from '../groups/public.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { studentsOfGroup } from '../profile/public.js';
import { schoolToday } from '../../lib/school-date.js';
import { levelResources, sessionsOf } from '../lessons/public.js';
import type { AreaDeps } from '../types.js';
import { approvedByComment, groupAttendance, groupGradeSettings, groupResults, openIncidentsByStudent, type GroupGradeSettings } from './grades.repository.js';

const formatDate = (fecha: string) => fecha.split('-').reverse().join('/');

/** What a group's grades are computed from, read once. */
interface TeacherGradesInput {
  kids: boolean;
  settings: GroupGradeSettings;
  sessions: SessionInput[];
  evaluations: ResourceInput[];
  students: ClassStudent[];
  /** Per student, by session id. */
  attendance: Map<number, Map<number, number>>;
  results: Map<number, Array<{ id_evaluacion: number; calificacion: number }>>;
  approved: Set<number>;
  today: string;
}

/** Each student's grade by computeGroupGrades, with the lessons held. */
function teacherGradesOf({ kids, settings, sessions, evaluations, students, attendance, results, approved, today }: TeacherGradesInput): TeacherGrades {
  const { fecha_fin, ...weights } = settings;
  const exercisesOf = (leccion: number) => evaluations.filter((e) => e.leccion === leccion && e.tipo === RESOURCE_TYPE.exercise && e.id_evaluacion !== null);
  const alumnos = students.map((student): TeacherGradeRow => {
    const marks = attendance.get(student.id_alumno) ?? new Map<number, number>();
    const grades = gradesByEvaluation(results.get(student.id_alumno) ?? []);
    const g = computeGroupGrades({ weights, sessions, attendance: marks, evaluations, results: grades, comentario: [], today, cycleEnd: fecha_fin });
    const held = new Set(g.asistencias.desgloce.map((d) => d.session));
    return {
      ...student,
      calificacion_total: g.calificacion_total,
      estatus: g.estatus,
      aprobado_por_comentario: approved.has(student.id_alumno) ? 1 : 0,
      asistencias: { pts_total_asistencia: g.asistencias.pts_total_asistencia, limite: g.asistencias.limite },
      ejercicios: { pts_total_ejercicios: g.ejercicios.pts_total_ejercicios, limite: g.ejercicios.limite },
      examenes: kids ? null : g.examenes,
      lecciones: sessions
        .filter((s) => held.has(s.leccion))
        .map((s) => ({
          session: s.leccion,
          fecha_formato: formatDate(s.fecha),
          valor_asistencia: marks.get(s.id) ?? null,
          ejercicios: exercisesOf(s.leccion).map((e) => ({ recurso: e.recurso, calificacion: grades.get(e.id_evaluacion!) ?? null })),
        })),
    };
  });
  return { kids, num_sesiones: sessions.length, alumnos };
}

/**
 * CalificacionGrupo (spec 3 §2.6): each student's grade by the same rule as
 * their own Calificaciones (computeGroupGrades), from one read of the
 * group's attendance, results and comments, plus the lessons held with the
 * attendance value and the exercises' grades.
 */
export function registerTeacherGrades({ calls, db, clock }: AreaDeps) {
  async function teacherGrades(groupId: number, levelSent: number | undefined, session: Parameters<typeof assertCanSeeGroup>[1], kidsCall: boolean): Promise<TeacherGrades> {
    const group = await assertCanSeeGroup(db, session, groupId);
    if (levelSent !== undefined && levelSent !== group.id_nivel) throw badRequest(ATTENDANCE_MSG.levelMismatch);
    const row = await groupName(db, groupId);
    const kids = isKidsGroup(row?.grupo ?? '');
    if (kidsCall && !kids) throw badRequest(GRADES_MSG.notKidsGroup);
    const [settings, sessions, evaluations, students, attendance, results, approved] = await Promise.all([
      groupGradeSettings(db, groupId),
      sessionsOf(db, groupId),
      levelResources(db, group.id_nivel, RESOURCE_SET.ordinary),
      studentsOfGroup(db, groupId),
      groupAttendance(db, groupId),
      groupResults(db, groupId),
      approvedByComment(db, groupId),
    ]);
    if (!settings) throw notFound(MSG.groupNotFound);
    return teacherGradesOf({ kids, settings, sessions, evaluations, students, attendance, results, approved, today: schoolToday(clock) });
  }

  calls.register(teacherGroupGradesCall, async ({ body, session }) => teacherGrades(body.id_grupo, body.id_nivel, session, false));
  calls.register(kidsGroupGradesCall, async ({ body, session }) => teacherGrades(body.id_grupo, body.id_nivel, session, true));

  // 'En riesgo' (issue 10): the same grades, the lessons' attendance and the open incidents, read once.
  calls.register(atRiskCall, async ({ body, session }) => {
    const [grades, incidents] = await Promise.all([teacherGrades(body.id_grupo, undefined, session, false), openIncidentsByStudent(db, body.id_grupo)]);
    return grades.alumnos.flatMap((a) => {
      const motivos = atRiskReasons({
        calificacion_total: a.calificacion_total,
        enCurso: a.estatus === GRADES_MSG.gradeInProgress,
        aprobadoPorComentario: a.aprobado_por_comentario === 1,
        asistencias: a.lecciones.map((l) => l.valor_asistencia),
        numSesiones: grades.num_sesiones,
        incidenciasAbiertas: incidents.get(a.id_alumno) ?? 0,
      });
      return motivos.length ? [{ id_alumno: a.id_alumno, alumno: a.alumno, matricula: a.matricula, motivos }] : [];
    });
  });
}
