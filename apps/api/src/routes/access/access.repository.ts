import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { loginDevices, loginFailures, pushTokens, sessions, userDevices, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserForLogin(db: Db, escuela: number, usuario: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.escuela, escuela), sql`lower(${users.usuario}) = lower(${usuario})`))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function saveDevice(db: Db, userId: number, dispositivo: string, now: Date) {
  await db
    .insert(userDevices)
    .values({ user_id: userId, dispositivo, updated_at: now })
    .onConflictDoUpdate({ target: userDevices.user_id, set: { dispositivo, updated_at: now } });
}

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

/** A signed-out session's devices stop receiving the account's notifications. */
export async function forgetPushTokensOf(db: Db, sessionId: number) {
  await db.delete(pushTokens).where(eq(pushTokens.session_id, sessionId));
}

export async function readFailures(db: Db, key: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
  return row;
}

export async function writeFailures(db: Db, key: string, failures: number, windowStartedAt: Date, now: Date) {
  await db
    .insert(loginFailures)
    .values({ key, failures, window_started_at: windowStartedAt, last_failure_at: now })
    .onConflictDoUpdate({ target: loginFailures.key, set: { failures, window_started_at: windowStartedAt, last_failure_at: now } });
}

export async function isKnownDevice(db: Db, userId: number, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ user_id: loginDevices.user_id })
    .from(loginDevices)
    .where(and(eq(loginDevices.user_id, userId), eq(loginDevices.device_hash, deviceHash)))
    .limit(1);
  return row !== undefined;
}

export async function rememberDevice(db: Db, userId: number, deviceHash: string, now: Date) {
  await db
    .insert(loginDevices)
    .values({ user_id: userId, device_hash: deviceHash, last_seen_at: now })
    .onConflictDoUpdate({ target: [loginDevices.user_id, loginDevices.device_hash], set: { last_seen_at: now } });
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
