import { useLogout } from '../../../features/access/api/logout';
import { RegistrationScreen } from '../../../features/account/components/registration-screen';
import { useSession } from '../../../lib/session/use-session';

export default function RegistrarDatosRoute() {
  const session = useSession();
  const { logout } = useLogout();
  return session ? (
    <RegistrationScreen
      school={session.escuela}
      userId={session.login.usuario.id}
      name={session.login.usuario.nombre_completo}
      onLogout={logout}
    />
  ) : null;
}
