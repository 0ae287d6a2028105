import { ResendMailScreen } from '../../../features/account/components/resend-mail-screen';
import { setSchool } from '../../../lib/session/session-store';
import { useSchool } from '../../../lib/session/use-session';

export default function ReenviarCorreoRoute() {
  const school = useSchool();
  return <ResendMailScreen school={school} onSelectSchool={setSchool} />;
}
