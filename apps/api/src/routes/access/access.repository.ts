import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { loginFailures, pushTokens, userDevices, users } from '../../db/schema/index.js';

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

/** A token moves to the user who registered it last (a shared or resold device). */
export async function savePushToken(db: Db, userId: number, token: string, now: Date) {
  await db
    .insert(pushTokens)
    .values({ user_id: userId, token, updated_at: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { user_id: userId, updated_at: now } });
}

export async function readFailures(db: Db, key: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
  return row;
}

/** Counts one failure in the key's window, starting a new window when the old one ended. */
export async function recordFailure(db: Db, key: string, now: Date, windowMs: number) {
  const windowStart = new Date(now.getTime() - windowMs);
  await db
    .insert(loginFailures)
    .values({ key, failures: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.window_started_at} <= ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
        window_started_at: sql`case when ${loginFailures.window_started_at} <= ${windowStart} then ${now} else ${loginFailures.window_started_at} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
