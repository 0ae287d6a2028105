import { useNavigate, useSearchParams } from 'react-router';
import { ClassListScreen } from '../../../features/groups/components/class-list-screen';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';

export default function ListaAlumnosRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (!session) return null;
  const encodedId = params.get('id') ?? '';
  return (
    <ClassListScreen
      school={session.escuela}
      encodedId={encodedId}
      onBack={() => void navigate(`${pathOf('DetalleGrupoTeacher')}?${new URLSearchParams({ id: encodedId }).toString()}`)}
      onBackToGroups={() => void navigate(pathOf('GruposTeacher'))}
    />
  );
}
