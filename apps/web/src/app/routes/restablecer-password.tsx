import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ResetPasswordScreen } from '../../features/access/components/reset-password-screen';
import { parseAccountLink } from '../../features/access/utils/account-link';
import { setSchool } from '../../lib/session/session-store';

/** /restablecerpassword?escuela=N&token=…: the link's school becomes the chosen one (brand, Login). */
export default function RestablecerPasswordRoute() {
  const [params] = useSearchParams();
  const link = useMemo(() => parseAccountLink(params), [params]);
  const escuela = link?.escuela;
  useEffect(() => {
    if (escuela !== undefined) setSchool(escuela);
  }, [escuela]);
  return <ResetPasswordScreen link={link} />;
}
