import { forgetKeptQueries } from '../network/kept-queries';
import { queryClient } from '../query-client';
import { clearSession } from './session-store';

/**
 * Forgets everything the signed-in user loaded (stored answer and every
 * cached query, in memory and kept on the phone) before the app moves to
 * Carga or Login itself.
 */
export function endLocalSession(): void {
  clearSession({ byApp: true });
  queryClient.clear();
  void forgetKeptQueries();
}
