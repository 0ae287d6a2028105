import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ActivateAccountScreen } from '../../features/access/components/activate-account-screen';
import { parseAccountLink } from '../../features/access/utils/account-link';
import { setSchool } from '../../lib/session/session-store';

/** /activarcuenta?escuela=N&token=…: the link's school becomes the chosen one (brand, Login). */
export default function ActivarCuentaRoute() {
  const [params] = useSearchParams();
  const link = useMemo(() => parseAccountLink(params), [params]);
  const escuela = link?.escuela;
  useEffect(() => {
    if (escuela !== undefined) setSchool(escuela);
  }, [escuela]);
  return <ActivateAccountScreen link={link} />;
}
