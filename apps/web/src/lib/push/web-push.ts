/**
 * The browser side of web push: the service worker (built to <base>/sw.js),
 * the permission and the subscription whose JSON is the device's token.
 */

export type PushPermission = 'unsupported' | NotificationPermission;

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The VAPID public key (base64url) as the bytes PushManager wants. */
function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (current === null) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const base = import.meta.env.BASE_URL;
  await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
  return navigator.serviceWorker.ready;
}

/**
 * Subscribes this device and returns the token (the subscription's JSON), or
 * null when the user did not allow notifications. `ask` shows the browser's
 * permission prompt; without it only an existing permission is used.
 */
export async function subscribeDevice(publicKey: string, { ask }: { ask: boolean }): Promise<string | null> {
  if (!pushSupported()) return null;
  let permission = Notification.permission;
  if (permission === 'default' && ask) permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await serviceWorker();
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A new server key makes the old subscription useless.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return JSON.stringify(subscription.toJSON());
}

/** Whether this device holds a subscription with notifications allowed. */
export async function isDeviceSubscribed(): Promise<boolean> {
  return pushPermission() === 'granted' && (await currentSubscription()) !== null;
}

/** The subscription of the app's service worker, without registering anything. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Ends this device's subscription (logout): the signed-out account stops reaching it. */
export async function unsubscribeDevice(): Promise<void> {
  if (!pushSupported()) return;
  await (await currentSubscription())?.unsubscribe();
}
