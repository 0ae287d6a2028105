/// <reference lib="webworker" />
import { notificationFor } from '../lib/push/push-notification';
import { readPreferences } from '../lib/push/preferences-store';

/**
 * The app's service worker (built to <base>/sw.js): shows the school's push
 * notifications whose topic is on for this device, and opens the app on tap.
 * It caches nothing; the app needs the network anyway (no-internet dialog).
 */
declare const self: ServiceWorkerGlobalScope;

const base = new URL(self.registration.scope).pathname;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const shown = notificationFor(event.data?.text() ?? null, await readPreferences(), base);
      if (!shown) return;
      await self.registration.showNotification(shown.title, {
        body: shown.body,
        tag: shown.tag,
        icon: `${base}favicon.svg`,
        data: { url: shown.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : base;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname.startsWith(base));
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
