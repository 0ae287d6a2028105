import { NOTIFICATIONS_MSG, pushKeyCall, pushTokenCall } from '@lms/contract';
import { conflict } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { vapidKeys } from '../../lib/vapid.js';
import { defineArea, type AreaDeps } from '../types.js';
import { savePushToken } from './notifications.repository.js';

/** The school's VAPID key and the device's push subscription (decision 013). */
function registerNotificationsRoutes({ calls, db, config, clock }: AreaDeps) {
  let publicKey: Promise<string> | null = null;
  calls.register(pushKeyCall, async () => {
    // Kept once found; a failed lookup is not kept, so the next call tries again.
    publicKey ??= vapidKeys(db, config)
      .then((k) => k.publicKey)
      .catch((err: unknown) => {
        publicKey = null;
        throw err;
      });
    return { publicKey: await publicKey };
  });

  calls.register(pushTokenCall, async ({ body, session }) => {
    assertSelf(session, body.id);
    if ((await savePushToken(db, body.id, session.sessionId, body.token, clock.now())) === 'taken') throw conflict(NOTIFICATIONS_MSG.pushTokenTaken);
    return { message: NOTIFICATIONS_MSG.tokenSaved };
  });
}

export const area = defineArea({ name: 'notifications', register: registerNotificationsRoutes });
