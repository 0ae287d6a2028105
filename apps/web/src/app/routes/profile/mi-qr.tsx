import { useNavigate } from 'react-router';
import { MyQrScreen } from '../../../features/profile/components/my-qr-screen';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';

export default function MiQrRoute() {
  const session = useSession();
  const navigate = useNavigate();
  return session ? <MyQrScreen user={session.login.usuario} onBack={() => void navigate(pathOf('Perfil'))} /> : null;
}
