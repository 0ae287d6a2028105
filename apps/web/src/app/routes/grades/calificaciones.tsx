import { useNavigate, useSearchParams } from 'react-router';
import { GroupGradesScreen, type GradesGroupCourse } from '../../../features/grades/components/group-grades-screen';
import { useGroupInformation } from '../../../features/groups/api/get-group-information';
import { idIn, pathOf, screenPath } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';

function Calificaciones({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const groupId = idIn(params);
  // The group's name and planned exercises and exams ("¿Cómo se calcula?"): DetalleGrupo has usually read them already.
  const info = useGroupInformation(session.escuela, groupId);
  const course: GradesGroupCourse | undefined | 'error' = info.isError
    ? 'error'
    : info.data && { grupo_corto: info.data.grupo_corto, ...info.data.info_curso };
  return (
    <GroupGradesScreen
      school={session.escuela}
      studentId={session.login.usuario.id}
      groupId={groupId}
      course={course}
      onBack={() => void navigate(groupId === null ? pathOf('GruposAlumnos') : screenPath('DetalleGrupo', { id: groupId }))}
    />
  );
}

export default function CalificacionesRoute() {
  const session = useSession();
  return session ? <Calificaciones session={session} /> : null;
}
