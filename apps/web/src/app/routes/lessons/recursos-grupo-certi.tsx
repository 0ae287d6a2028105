import { useSearchParams } from 'react-router';
import { RESOURCE_SET } from '@lms/contract';
import { useAccessCheck } from '../../../features/access/api/check-access';
import { useLogout } from '../../../features/access/api/logout';
import { NoAccessDialog } from '../../../features/access/components/no-access-dialog';
import { CertificationScreen } from '../../../features/lessons/components/certification-screen';
import { useBackTo } from '../../../features/lessons/components/use-back-to';
import { lessonsListPath } from '../../../features/lessons/utils/resource-links';
import { idIn } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';

function RecursosGrupoCerti({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const { logout } = useLogout();
  const groupId = idIn(params);
  const back = useBackTo(lessonsListPath(groupId, RESOURCE_SET.ordinary));
  const access = useAccessCheck(session.escuela, session.login.usuario.id);
  return (
    <>
      <CertificationScreen
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

export default function RecursosGrupoCertiRoute() {
  const session = useSession();
  return session ? <RecursosGrupoCerti session={session} /> : null;
}
