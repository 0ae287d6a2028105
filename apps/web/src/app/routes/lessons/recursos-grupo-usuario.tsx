import { useSearchParams } from 'react-router';
import { useAccessCheck } from '../../../features/access/api/check-access';
import { useLogout } from '../../../features/access/api/logout';
import { NoAccessDialog } from '../../../features/access/components/no-access-dialog';
import { LessonsScreen } from '../../../features/lessons/components/lessons-screen';
import { useBackTo } from '../../../features/lessons/components/use-back-to';
import { idIn, pathOf, screenPath } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';

function RecursosGrupoUsuario({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const { logout } = useLogout();
  const groupId = idIn(params);
  const back = useBackTo(groupId === null ? pathOf('GruposAlumnos') : screenPath('DetalleGrupo', { id: groupId }));
  // Like DetalleGrupo (spec 2 §4): usuario.acceso first; a denial counts down and logs out.
  const access = useAccessCheck(session.escuela, session.login.usuario.id);
  return (
    <>
      <LessonsScreen
        school={session.escuela}
        userId={session.login.usuario.id}
        groupId={groupId}
        accessGranted={access.data?.acceso}
        onBack={back}
      />
      <NoAccessDialog open={access.data?.acceso === false} onFinished={logout} />
    </>
  );
}

export default function RecursosGrupoUsuarioRoute() {
  const session = useSession();
  return session ? <RecursosGrupoUsuario session={session} /> : null;
}
