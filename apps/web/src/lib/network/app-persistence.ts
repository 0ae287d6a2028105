import { queryClient } from '../query-client';
import { getSession, subscribeSession } from '../session/session-store';
import { indexedDbStorage, ownerKey, startQueryPersistence } from './query-persistence';

/** The app's kept query cache: the signed-in user's, in IndexedDB, for this build (decision 032). Loaded apart (kept-queries.ts). */
export function startAppPersistence() {
  return startQueryPersistence({
    queryClient,
    owner: () => {
      const session = getSession();
      return ownerKey(session ? { escuela: session.escuela, userId: session.login.usuario.id } : null);
    },
    subscribeOwner: subscribeSession,
    storage: indexedDbStorage(),
    buster: __APP_BUILD__,
  });
}
