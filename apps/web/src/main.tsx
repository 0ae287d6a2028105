import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { warmLaterScreens } from './app/screens';
import { registerServiceWorker } from './lib/network/offline-support';

/** Past this wait for the first screen's module, the loading screen shows until it arrives. */
const FIRST_SCREEN_WAIT_MS = 500;

/**
 * Resolves once the router has the first screen's module (or its failure),
 * or after `ms`. The first paint is then the screen itself rather than the
 * loading screen followed at once by the screen (decision 007).
 */
function firstScreenReady(ms: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}

// Not a top-level await: the screens' modules import shared code from this entry's file.
void firstScreenReady(FIRST_SCREEN_WAIT_MS).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The later screens' table, once the first screen is up (screens.ts).
  warmLaterScreens();
});

registerServiceWorker();
