import { pushMessage, type NotificationPreferences } from '@lms/contract';

export interface NotificationToShow {
  title: string;
  body: string;
  /** Same topic replaces the previous notice instead of piling up. */
  tag: string;
  /** Absolute app path opened on tap. */
  url: string;
}

/**
 * What the service worker shows for a push: nothing when the payload is not
 * ours or its topic is turned off on this device.
 */
export function notificationFor(payload: string | null, prefs: NotificationPreferences, base: string): NotificationToShow | null {
  if (payload === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = pushMessage.safeParse(json);
  if (!parsed.success || !prefs[parsed.data.tipo]) return null;
  const { tipo, titulo, mensaje, ruta } = parsed.data;
  return { title: titulo, body: mensaje, tag: tipo, url: `${base.replace(/\/$/, '')}${ruta ?? '/'}` };
}
