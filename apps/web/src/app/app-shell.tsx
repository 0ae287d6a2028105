import { useEffect, useId, useState } from 'react';
import { ScrollRestoration } from 'react-router';
import { BottomNav } from '../components/layouts/bottom-nav';
import { MainArea } from '../components/layouts/main-area';
import { TopBar } from '../components/layouts/top-bar';
import { useSchoolInformation } from '../lib/school/school-information';
import { useLogout } from '../features/access/api/logout';
import { registerPushIfAllowed } from '../features/notifications/api/register-push';
import { RouteGuard, useCurrentRoute } from '../features/access/components/route-guard';
import { OfflineNotice } from '../lib/network/offline-notice';
import { homePathOf, pathOf } from '../lib/routing';
import { useSession } from '../lib/session/use-session';
import { navigationFor, navSelection } from './navigation';
import { OnDemandComingSoonNotice, OnDemandSideDrawer } from './on-demand';
import { AVAILABLE_SCREENS } from './screen-names';

/*
 * Where ScrollRestoration keeps the positions for a reload, emptied when the
 * app starts: a reload opens the screen at its top. Restoring it instead is a
 * router state change right after the first paint that renders the whole app
 * again (decision 007, "Static styles on the first screens"). Back and
 * Forward within the visit still return to where the user was.
 */
const SCROLL_POSITIONS_KEY = 'lms.scroll';
sessionStorage.removeItem(SCROLL_POSITIONS_KEY);

/** Root layout: the guard around every screen, plus the brand bar and role navigation once signed in. */
export function AppShell() {
  const session = useSession();
  const route = useCurrentRoute();
  const { logout } = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const { data: school } = useSchoolInformation(session?.escuela ?? null);

  const user = session?.login.usuario ?? null;
  const escuela = session?.escuela ?? null;
  const userId = user?.id ?? null;
  // After login and on each visit: refresh this device's push token when notifications are allowed (spec 1 §1).
  useEffect(() => {
    if (escuela !== null && userId !== null) void registerPushIfAllowed({ school: escuela, userId });
  }, [escuela, userId]);
  const homePath = session ? homePathOf(session) : pathOf('Login');
  const navigation = user ? navigationFor(user, AVAILABLE_SCREENS) : null;
  const withChrome = navigation !== null && route?.flags !== 'public';

  return (
    <>
      {withChrome && (
        <TopBar
          title={school?.nombre_corto ?? school?.nombre ?? ''}
          logo={school?.logo}
          menu={
            navigation.drawer
              ? { onOpen: () => setDrawerOpen(true), controls: drawerId, expanded: drawerOpen }
              : undefined
          }
        />
      )}
      <MainArea withNav={withChrome}>
        <OfflineNotice />
        <RouteGuard role={user?.roll ?? null} hasPersonalData={session?.login.datos_usuario != null} homePath={homePath} />
      </MainArea>
      {withChrome && (
        <>
          <OnDemandComingSoonNotice />
          <BottomNav items={navigation.bottom} currentRoute={navSelection(route?.name ?? null)} onLogout={logout} />
          {navigation.drawer && (
            <OnDemandSideDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)} items={navigation.drawer} />
          )}
        </>
      )}
      {/*
        A new screen opens at its top; Back returns to where the user was. Keyed by path, so Perfil's
        section tabs (?seccion=) keep their place. Last: its scroll reads the layout, which is then
        computed once, after every part above has inserted its styles.
      */}
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} getKey={(location) => location.pathname} />
    </>
  );
}
