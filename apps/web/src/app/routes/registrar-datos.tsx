import { useLogout } from '../../features/access/api/logout';
import { RegistrarDatosScreen } from '../../features/profile/components/registrar-datos-screen';
import { useSession } from '../../lib/session/use-session';

export default function RegistrarDatosRoute() {
  const session = useSession();
  const { logout } = useLogout();
  return session ? <RegistrarDatosScreen name={session.login.usuario.nombre_completo} onLogout={logout} /> : null;
}
