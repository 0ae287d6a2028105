import type { BrowserContext, Page } from '@playwright/test';

/**
 * Headless Chromium here reaches no push service, so PushManager.subscribe
 * fails ("permission denied") whatever the page does. The journeys stand in
 * a subscription with the browser's own shape; everything after it (the
 * token sent to the server, the service worker showing or dropping pushes,
 * unsubscribe on logout) runs for real. Pushes are delivered to the service
 * worker through the DevTools protocol, as a push service would.
 */
export async function fakePushService(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let current: PushSubscription | null = null;
    const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      // The app always passes the key as bytes (lib/push/web-push.ts).
      const keyBytes = new Uint8Array(options?.applicationServerKey as Uint8Array);
      const p256dh = new Uint8Array(65).fill(4);
      const endpoint = `https://push.example.net/send/e2e-${crypto.randomUUID()}`;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: keyBytes.buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: b64url(p256dh), auth: b64url(new Uint8Array(16).fill(7)) } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
        getKey: () => null,
      };
      current = subscription as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  });
}

/** The page's push subscription endpoint, or null. */
export function subscriptionEndpoint(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/lms/');
    return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
  });
}

/** Delivers a push message to the app's service worker, as the push service would. */
export async function deliverPush(page: Page, message: object): Promise<void> {
  // A push reaches only an active worker: on a slow machine the first install
  // (the whole shell into the cache) may still be running after sign-in.
  // `ready` resolves once the worker is activating; a push dispatched before it
  // has activated can be dropped on a loaded machine, so wait for 'activated'.
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.endsWith('/lms/') && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });
  await cdp.detach();
}

/** Titles of the notifications the service worker is showing. */
export function shownNotifications(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => `${n.title} | ${n.body}`);
  });
}
