import { useNavigate, useSearchParams } from 'react-router';
import { ClassListScreen } from '../../../features/groups/components/class-list-screen';
import { idIn, pathOf, screenPath } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';

export default function ListaAlumnosRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (!session) return null;
  const groupId = idIn(params);
  return (
    <ClassListScreen
      school={session.escuela}
      groupId={groupId}
      onBack={() => void navigate(groupId === null ? pathOf('GruposTeacher') : screenPath('DetalleGrupoTeacher', { id: groupId }))}
      onBackToGroups={() => void navigate(pathOf('GruposTeacher'))}
    />
  );
}
