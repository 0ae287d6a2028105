import { StudentGroupsScreen } from '../../../features/groups/components/student-groups-screen';
import { useSession } from '../../../lib/session/use-session';

export default function GruposAlumnosRoute() {
  const session = useSession();
  if (!session) return null;
  return (
    <StudentGroupsScreen
      school={session.escuela}
      userId={session.login.usuario.id}
      storedGroups={session.login.grupos}
    />
  );
}
