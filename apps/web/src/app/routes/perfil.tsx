import { StudentProfileScreen } from '../../features/profile/components/student-profile-screen';
import { useSession } from '../../lib/session/use-session';

export default function PerfilRoute() {
  const session = useSession();
  return session ? <StudentProfileScreen login={session.login} /> : null;
}
