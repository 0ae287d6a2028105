import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { sessions } from '../../db/schema/users.js';
import { pushTokens } from './notifications.schema.js';

/**
 * Saves a device's push token for the session that sent it. A token held by
 * another account's live session stays there ('taken': that account must sign
 * out on the device first); one whose session ended moves (a shared or resold
 * device). Atomic: the row is locked while it is decided.
 */
export async function savePushToken(db: Db, userId: number, sessionId: number, token: string, now: Date): Promise<'saved' | 'taken'> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ user_id: pushTokens.user_id, live: sql<boolean>`${sessions.id} is not null and ${sessions.revoked_at} is null and ${sessions.expires_at} > ${now}` })
      .from(pushTokens)
      .leftJoin(sessions, eq(sessions.id, pushTokens.session_id))
      .where(eq(pushTokens.token, token))
      .for('update', { of: pushTokens });
    if (held && held.user_id !== userId && held.live) return 'taken';
    await tx
      .insert(pushTokens)
      .values({ user_id: userId, token, session_id: sessionId, updated_at: now })
      .onConflictDoUpdate({ target: pushTokens.token, set: { user_id: userId, session_id: sessionId, updated_at: now } });
    return 'saved';
  });
}
