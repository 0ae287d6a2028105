import { Navigate, useNavigate } from 'react-router';
import { LoginScreen } from '../../../features/access/components/login-screen';
import { homePathOf, pathOf } from '../../../lib/routing';
import { setSchool } from '../../../lib/session/session-store';
import { useSchool, useSession } from '../../../lib/session/use-session';

export default function LoginRoute() {
  const session = useSession();
  const school = useSchool();
  const navigate = useNavigate();

  // Already signed in (e.g. the back button after login): go where the role leads.
  if (session) return <Navigate to={homePathOf(session)} replace />;
  return (
    <LoginScreen
      school={school}
      onSelectSchool={setSchool}
      onChangeSchool={() => void navigate(pathOf('Carga'))}
    />
  );
}
