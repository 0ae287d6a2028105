import { useNavigate } from 'react-router';
import { StudentProfileScreen } from '../../features/profile/components/student-profile-screen';
import { pathOf } from '../../lib/routing';
import { useSession } from '../../lib/session/use-session';
import { AVAILABLE_SCREENS } from '../screens';

export default function PerfilRoute() {
  const session = useSession();
  const navigate = useNavigate();
  return session ? (
    <StudentProfileScreen
      school={session.escuela}
      login={session.login}
      availableScreens={AVAILABLE_SCREENS}
      onOpenRoute={(name) => void navigate(pathOf(name))}
    />
  ) : null;
}
