import { StaffProfileScreen } from '../../features/profile/components/staff-profile-screen';
import { useSession } from '../../lib/session/use-session';

/** PerfilTeacher and PerfilEditor share one screen: both show only Mi cuenta. */
export default function PerfilStaffRoute() {
  const session = useSession();
  return session ? <StaffProfileScreen school={session.escuela} login={session.login} /> : null;
}
