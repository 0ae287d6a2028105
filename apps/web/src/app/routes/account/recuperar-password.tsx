import { RecoverPasswordScreen } from '../../../features/account/components/recover-password-screen';
import { setSchool } from '../../../lib/session/session-store';
import { useSchool } from '../../../lib/session/use-session';

export default function RecuperarPasswordRoute() {
  const school = useSchool();
  return <RecoverPasswordScreen school={school} onSelectSchool={setSchool} />;
}
