import { PushTestScreen } from '../../../features/notifications/components/push-test-screen';
import { useSchool, useSession } from '../../../lib/session/use-session';
import { BackHome } from '../../back-home';

/** A public test page: signed in, the token is registered for the user; otherwise it is only shown. */
export default function PruebaNotificacionRoute() {
  const session = useSession();
  const school = useSchool();
  const user = session?.login.usuario ?? null;
  return (
    <PushTestScreen
      // The VAPID key is the server's, the same for both brands.
      school={session?.escuela ?? school ?? 1}
      user={user && { id: user.id, usuario: user.usuario }}
      back={<BackHome />}
    />
  );
}
