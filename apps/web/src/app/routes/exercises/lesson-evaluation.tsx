import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EvaluationScreen } from '../../../features/exercises/components/evaluation-screen';
import { useBackToLessons } from '../../../features/exercises/components/use-back-to-lessons';
import { readEvaluationParams } from '../../../features/exercises/utils/evaluation-links';
import { groupInformationQuery } from '../../../features/groups/api/get-group-information';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';

/**
 * Ejercicio and Examen (/ejercicio and /examen ?grupo=<encoded group id>&evaluacion=<id_evaluacion>):
 * one screen, a lesson's exercise, exam or recovery exam; the server's answer
 * says which (its title, the exam's confirmation).
 */
function LessonEvaluation({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const { groupId, evaluationId } = readEvaluationParams(params);
  // ?extraordinario=1: the level's extraordinary exam, reached from Mis grupos' warning (decision 033); its group's lessons do not open.
  const extraordinary = params.get('extraordinario') === '1';
  const backToLessons = useBackToLessons(groupId);
  const navigate = useNavigate();
  const cameFromTheApp = useLocation().key !== 'default';
  const onBack = !extraordinary ? backToLessons : () => void (cameFromTheApp ? navigate(-1) : navigate(pathOf('GruposAlumnos')));
  // The group's short name, course, level and cycle; the evaluation's own read says why when the group cannot be opened.
  const group = useQuery({ ...groupInformationQuery(session.escuela, groupId ?? 1), enabled: groupId !== null && !extraordinary, meta: { silent: true } });
  return (
    <EvaluationScreen
      school={session.escuela}
      studentId={session.login.usuario.id}
      source={extraordinary ? 'extraordinary' : 'lesson'}
      groupId={groupId}
      evaluationId={extraordinary ? null : evaluationId}
      group={group.data}
      onBack={onBack}
    />
  );
}

export default function LessonEvaluationRoute() {
  const session = useSession();
  return session ? <LessonEvaluation session={session} /> : null;
}
