import { lazy, Suspense, type ComponentProps } from 'react';
import { useComingSoonOpen } from '../components/layouts/coming-soon';
import { FeedbackDialogs } from '../lib/errors/feedback-dialogs';
import { useFeedback } from '../lib/errors/feedback-store';
import { useNeededOnce } from '../lib/on-demand/use-needed-once';

/*
 * Parts of the app shell that no first screen shows load the first time they
 * are needed, so the login and the student home do not wait for their code
 * (decision 007, "Code splitting"). Offline they open once the service worker
 * keeps them with the app shell (sw/shell-cache.ts).
 */
const ComingSoonNotice = lazy(() => import('../components/layouts/coming-soon-notice').then((m) => ({ default: m.ComingSoonNotice })));
const SideDrawer = lazy(() => import('../components/layouts/side-drawer').then((m) => ({ default: m.SideDrawer })));

/**
 * The red, green and amber dialogs: loaded with the shell, never on demand,
 * because they must open when the network is gone and before the service
 * worker has kept anything (a first visit that goes offline). So is the
 * offline notice, a band of the shell (app-shell.tsx), not a dialog (decision 032).
 */
export function AppDialogs() {
  // Mounted from the first time one opens (then kept, so its closing transition
  // plays): a closed MUI Dialog still costs a render of its parts on every first paint.
  const feedbackShown = useNeededOnce(useFeedback() !== null);
  return feedbackShown ? <FeedbackDialogs /> : null;
}

/** The "Pronto" notice of an entry without a screen yet. */
export function OnDemandComingSoonNotice() {
  const shown = useNeededOnce(useComingSoonOpen());
  return shown ? (
    <Suspense fallback={null}>
      <ComingSoonNotice />
    </Suspense>
  ) : null;
}

/** The editors' side drawer, loaded when first opened. */
export function OnDemandSideDrawer(props: ComponentProps<typeof SideDrawer>) {
  const shown = useNeededOnce(props.open);
  return shown ? (
    <Suspense fallback={null}>
      <SideDrawer {...props} />
    </Suspense>
  ) : null;
}
