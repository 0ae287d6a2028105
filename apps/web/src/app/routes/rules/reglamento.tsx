import { useNavigate } from 'react-router';
import { routeFromLanding } from '@lms/contract';
import { RulesScreen } from '../../../features/rules/components/rules-screen';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';

export default function ReglamentoRoute() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const { usuario } = session.login;
  return (
    <RulesScreen
      school={session.escuela}
      user={usuario}
      // Back to the profile the role has (Perfil for students).
      onBack={() => void navigate(pathOf(routeFromLanding(usuario.roll)))}
    />
  );
}
