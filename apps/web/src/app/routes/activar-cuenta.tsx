import { useAccountLink } from '../../features/access/hooks/use-account-link';
import { ActivateAccountScreen } from '../../features/access/components/activate-account-screen';

/** /activarcuenta?escuela=N&token=… */
export default function ActivarCuentaRoute() {
  return <ActivateAccountScreen link={useAccountLink()} />;
}
