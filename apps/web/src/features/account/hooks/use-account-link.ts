import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { setSchool } from '../../../lib/session/session-store';
import { parseAccountLink, type AccountLink } from '../utils/account-link';

/**
 * The mailed link of the page (`?escuela=N&token=…`), or null when malformed;
 * the link's school becomes the chosen one (brand, Login), even over another.
 */
export function useAccountLink(): AccountLink | null {
  const [params] = useSearchParams();
  const link = useMemo(() => parseAccountLink(params), [params]);
  const escuela = link?.escuela;
  useEffect(() => {
    if (escuela !== undefined) setSchool(escuela);
  }, [escuela]);
  return link;
}
