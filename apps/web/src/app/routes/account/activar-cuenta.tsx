import { useAccountLink } from '../../../features/account/hooks/use-account-link';
import { ActivateAccountScreen } from '../../../features/account/components/activate-account-screen';

/** /activarcuenta?escuela=N&token=… */
export default function ActivarCuentaRoute() {
  return <ActivateAccountScreen link={useAccountLink()} />;
}
