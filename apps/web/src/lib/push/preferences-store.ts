import { get, set } from 'idb-keyval';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
} from '@lms/contract';

/**
 * Notification preferences live on the device only (spec 1 §3), in IndexedDB
 * rather than localStorage because the service worker, which decides whether
 * a push is shown, cannot read localStorage.
 */
const KEY = 'lms.notificaciones';

/** A stored value of another shape (or none) falls back to the defaults topic by topic. */
export function toPreferences(stored: unknown): NotificationPreferences {
  const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  if (typeof stored !== 'object' || stored === null) return prefs;
  for (const topic of NOTIFICATION_TOPICS) {
    const value = (stored as Record<string, unknown>)[topic];
    if (typeof value === 'boolean') prefs[topic] = value;
  }
  return prefs;
}

export async function readPreferences(): Promise<NotificationPreferences> {
  try {
    return toPreferences(await get(KEY));
  } catch {
    // Private modes may refuse IndexedDB: every topic stays on.
    return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  }
}

export async function writePreferences(prefs: NotificationPreferences): Promise<void> {
  await set(KEY, prefs);
}
