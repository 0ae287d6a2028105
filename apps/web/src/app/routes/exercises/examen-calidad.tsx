import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { QualityExamScreen } from '../../../features/exercises/components/quality-exam-screen';
import { useBackToLessons } from '../../../features/exercises/components/use-back-to-lessons';
import { readEvaluationParams } from '../../../features/exercises/utils/evaluation-links';
import { groupInformationQuery } from '../../../features/groups/api/get-group-information';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';

/** ExamenCalidad (/examencalidad?grupo=<encoded group id>[&evaluacion=<id_evaluacion>]): the group's quality exam. */
function ExamenCalidad({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const { groupId, evaluationId } = readEvaluationParams(params);
  const onBack = useBackToLessons(groupId);
  const group = useQuery({ ...groupInformationQuery(session.escuela, groupId ?? 1), enabled: groupId !== null, meta: { silent: true } });
  return (
    <QualityExamScreen
      school={session.escuela}
      studentId={session.login.usuario.id}
      groupId={groupId}
      evaluationId={evaluationId}
      group={group.data}
      onBack={onBack}
    />
  );
}

export default function ExamenCalidadRoute() {
  const session = useSession();
  return session ? <ExamenCalidad session={session} /> : null;
}
