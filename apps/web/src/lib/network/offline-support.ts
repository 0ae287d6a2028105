/**
 * Registers the app's service worker for every visitor (not only after
 * notifications are turned on), so the next visit opens even offline and
 * shows the no-internet notice (decisions 017, 032). Development has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => undefined);
  });
}
