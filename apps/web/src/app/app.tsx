import { RouterProvider } from 'react-router/dom';
import { onSessionExpired } from '../lib/api/api-client';
import { keepQueries } from '../lib/network/kept-queries';
import { endLocalSession } from '../lib/session/end-session';
import { pathOf } from '../lib/routing';
import { AppProviders } from './providers';
import { router } from './router';

// A 401 on any signed-in call: the session is gone, so forget it and sign in again.
onSessionExpired(() => {
  endLocalSession();
  void router.navigate(pathOf('Login'), { replace: true });
});

// The signed-in user's kept answers are read back while the first screen loads (decision 032).
keepQueries();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
