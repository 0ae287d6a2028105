/// <reference lib="webworker" />
import { notificationFor } from '../lib/push/push-notification';
import { readPreferences } from '../lib/push/preferences-store';
import { shellCacheName, staleCaches, strategyFor } from './shell-cache';

/**
 * The app's service worker (built to <base>/sw.js): keeps the app shell so
 * the app opens offline and shows its Spanish no-internet notice (decisions
 * 017, 032); shows the school's push notifications whose topic is on for this
 * device, and opens the app on tap (decision 013).
 */
declare const self: ServiceWorkerGlobalScope;
/** Written by the build (vite.sw.config.ts): the shell's files and a version that changes with them. */
declare const __SHELL__: { version: string; files: string[] };

const base = new URL(self.registration.scope).pathname;
const cacheName = shellCacheName(__SHELL__.version);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      await cache.addAll([base, ...__SHELL__.files.map((file) => `${base}${file}`)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), __SHELL__.version).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.registration.scope);
  if (strategy === 'network') return;
  event.respondWith(strategy === 'page' ? page(event.request) : asset(event.request));
});

/** Every client route is the same index.html: the network's when there is one, the kept one when not. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await (await caches.open(cacheName)).match(base);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed files never change: the kept copy first; others are kept as they are first loaded. */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

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
