import { useAccountLink } from '../../../features/account/hooks/use-account-link';
import { ResetPasswordScreen } from '../../../features/account/components/reset-password-screen';

/** /restablecerpassword?escuela=N&token=… */
export default function RestablecerPasswordRoute() {
  return <ResetPasswordScreen link={useAccountLink()} />;
}
