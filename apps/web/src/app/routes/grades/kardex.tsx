import { useNavigate } from 'react-router';
import { KardexScreen } from '../../../features/grades/components/kardex-screen';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';

export default function KardexRoute() {
  const session = useSession();
  const navigate = useNavigate();
  return session ? (
    <KardexScreen school={session.escuela} userId={session.login.usuario.id} onBack={() => void navigate(pathOf('Perfil'))} />
  ) : null;
}
