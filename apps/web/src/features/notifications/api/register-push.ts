import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_MSG, pushKeyCall, pushTokenCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { isDeviceSubscribed, pushPermission, subscribeDevice } from '../../../lib/push/web-push';

export interface PushTarget {
  school: SchoolId;
  /** The signed-in user the token is registered for; null only subscribes (test page without a session). */
  userId: number | null;
}

/** Subscribes this device with the school's VAPID key and registers the token (usuario.token.notificacion). */
export async function registerPush({ school, userId }: PushTarget, ask: boolean): Promise<string | null> {
  const { publicKey } = await apiRequest(pushKeyCall, { school });
  const token = await subscribeDevice(publicKey, { ask });
  if (token !== null && userId !== null) await apiRequest(pushTokenCall, { school, body: { id: userId, token } });
  return token;
}

/**
 * After login (and on each visit while signed in): when the user already
 * allowed notifications, the token is refreshed without asking anything.
 */
export async function registerPushIfAllowed(target: PushTarget): Promise<void> {
  if (pushPermission() !== 'granted') return;
  try {
    await registerPush(target, false);
  } catch {
    // Notifications are extra: a failure here must not bother the user.
  }
}

const SUBSCRIBED_KEY = ['push-subscribed'] as const;

/** Whether notifications are on for this device (permission and subscription). */
export function useDeviceSubscribed() {
  return useQuery({ queryKey: SUBSCRIBED_KEY, queryFn: isDeviceSubscribed, staleTime: 0, meta: { silent: true } });
}

/** A user asking for notifications (button): the browser's prompt, then the token. */
export function useEnablePush() {
  const client = useQueryClient();
  return useMutation({
    onSettled: () => client.invalidateQueries({ queryKey: SUBSCRIBED_KEY }),
    mutationFn: async (target: PushTarget) => {
      let token: string | null;
      try {
        token = await registerPush(target, true);
      } catch (error) {
        // The browser's own failures (no push service, blocked worker) get one Spanish text.
        if (isApiError(error)) throw error;
        throw new Error(NOTIFICATIONS_MSG.pushFailed);
      }
      if (token === null) throw new Error(pushPermission() === 'unsupported' ? NOTIFICATIONS_MSG.pushUnsupported : NOTIFICATIONS_MSG.pushDenied);
      return token;
    },
    meta: { silent: true },
  });
}
