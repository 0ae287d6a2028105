import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { userDevices } from './access.schema.js';

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

