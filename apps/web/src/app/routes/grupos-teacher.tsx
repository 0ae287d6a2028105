import { TeacherGroupsScreen } from '../../features/groups/components/teacher-groups-screen';
import { useSession } from '../../lib/session/use-session';

export default function GruposTeacherRoute() {
  const session = useSession();
  return session ? <TeacherGroupsScreen school={session.escuela} teacherId={session.login.usuario.id} /> : null;
}
