import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { pushTokens } from './notifications.schema.js';

// What ending a session does to its device's notifications: read by every area that ends sessions.

/** A signed-out session's devices stop receiving the account's notifications. */
export async function forgetPushTokensOf(db: Db, sessionId: number) {
  await db.delete(pushTokens).where(eq(pushTokens.session_id, sessionId));
}
