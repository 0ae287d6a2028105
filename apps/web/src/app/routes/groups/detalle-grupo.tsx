import { useNavigate, useSearchParams } from 'react-router';
import { useAccessCheck } from '../../../features/access/api/check-access';
import { useLogout } from '../../../features/access/api/logout';
import { NoAccessDialog } from '../../../features/access/components/no-access-dialog';
import { GroupDetailScreen } from '../../../features/groups/components/group-detail-screen';
import { idIn, pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';

function DetalleGrupo({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { logout } = useLogout();
  // Spec 2 §4: opening a group asks usuario.acceso; a denial counts down and logs out.
  const access = useAccessCheck(session.escuela, session.login.usuario.id);
  return (
    <>
      <GroupDetailScreen
        school={session.escuela}
        groupId={idIn(params)}
        // The detail is asked only once access is granted, so a denied student
        // sees the countdown alone, not a second error about the group.
        accessGranted={access.data?.acceso}
        onBack={() => void navigate(pathOf('GruposAlumnos'))}
      />
      <NoAccessDialog open={access.data?.acceso === false} onFinished={logout} />
    </>
  );
}

export default function DetalleGrupoRoute() {
  const session = useSession();
  return session ? <DetalleGrupo session={session} /> : null;
}
