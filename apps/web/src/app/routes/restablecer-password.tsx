import { useAccountLink } from '../../features/access/hooks/use-account-link';
import { ResetPasswordScreen } from '../../features/access/components/reset-password-screen';

/** /restablecerpassword?escuela=N&token=… */
export default function RestablecerPasswordRoute() {
  return <ResetPasswordScreen link={useAccountLink()} />;
}
