import { z } from 'zod';
import { NOTIFICATIONS_MSG } from './messages.js';

/**
 * The notification topics a device can turn off (spec 1 §3: preferences kept
 * on the device only). A push message names its topic; the device's service
 * worker drops the ones the user turned off.
 */
export const NOTIFICATION_TOPICS = ['aviso_pago', 'inicio_clases', 'examenes', 'palabra_dia'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_TOPIC_LABELS: Readonly<Record<NotificationTopic, string>> = {
  aviso_pago: NOTIFICATIONS_MSG.topicPaymentNotice,
  inicio_clases: NOTIFICATIONS_MSG.topicClassesStart,
  examenes: NOTIFICATIONS_MSG.topicExamDays,
  palabra_dia: NOTIFICATIONS_MSG.topicWordOfDay,
};

export type NotificationPreferences = Record<NotificationTopic, boolean>;

/** Everything on until the user turns a topic off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  aviso_pago: true,
  inicio_clases: true,
  examenes: true,
  palabra_dia: true,
};

/** The payload the server sends to a device (JSON text of the push message). */
export const pushMessage = z.object({
  tipo: z.enum(NOTIFICATION_TOPICS),
  titulo: z.string().trim().min(1).max(120),
  mensaje: z.string().trim().max(500),
  /** A path of the app (under /lms/) opened when the notification is tapped. */
  ruta: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional(),
});
export type PushMessage = z.infer<typeof pushMessage>;

/**
 * What usuario.token.notificacion accepts as token: the JSON of a browser's
 * web-push subscription (checked here), or a native app's opaque token.
 */
export const webPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https$/, error: NOTIFICATIONS_MSG.pushTokenInvalid }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { error: NOTIFICATIONS_MSG.pushTokenInvalid }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, { error: NOTIFICATIONS_MSG.pushTokenInvalid }),
  }),
});

const opaqueToken = /^[A-Za-z0-9:_.-]{16,4096}$/;

/** Whether a token is a well-formed web-push subscription JSON or a native token. */
export function isValidPushToken(token: string): boolean {
  if (token.startsWith('{')) {
    try {
      return webPushSubscription.safeParse(JSON.parse(token)).success;
    } catch {
      return false;
    }
  }
  return opaqueToken.test(token);
}
