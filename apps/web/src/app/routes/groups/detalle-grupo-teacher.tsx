import { useNavigate, useSearchParams } from 'react-router';
import { AttendanceCodeCard } from '../../../features/attendance/components/attendance-code-card';
import { AttendanceCodesIssueCard } from '../../../features/attendance/components/attendance-codes-issue-card';
import { AtRiskCard } from '../../../features/grades/components/at-risk-card';
import { TeacherGroupDetailScreen } from '../../../features/groups/components/teacher-group-detail-screen';
import { addressId, idIn, pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';
import { AVAILABLE_SCREENS } from '../../screen-names';

export default function DetalleGrupoTeacherRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (!session) return null;
  const groupId = idIn(params);
  const userId = session.login.usuario.id;
  return (
    <TeacherGroupDetailScreen
      school={session.escuela}
      userId={userId}
      groupId={groupId}
      availableScreens={AVAILABLE_SCREENS}
      // 'Validar Asistencia' (spec 3 §2), the coordination's codes and 'En riesgo' (issue 10) belong to other features; features do not import each other.
      belowHeader={
        groupId === null ? null : (
          <>
            <AttendanceCodeCard school={session.escuela} userId={userId} groupId={groupId} />
            <AttendanceCodesIssueCard school={session.escuela} userId={userId} groupId={groupId} />
          </>
        )
      }
      afterOptions={(group) =>
        groupId === null ? null : (
          <AtRiskCard
            school={session.escuela}
            groupId={groupId}
            // Comentarios opens on the group's cycle with the students listed here (decision 028); the address keeps them for back and forward.
            commentsPath={
              AVAILABLE_SCREENS.has('Comentarios')
                ? (ids) => `${pathOf('Comentarios')}?ciclo=${group.id_ciclo}&grupo=${addressId(groupId)}&alumnos=${ids.join(',')}`
                : null
            }
          />
        )
      }
      onBack={() => void navigate(pathOf('GruposTeacher'))}
    />
  );
}
