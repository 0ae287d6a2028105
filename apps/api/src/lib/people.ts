import type { Avatar, PersonalData } from '@lms/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { users } from '../db/schema/index.js';

// A person's own records that several areas read: personal data, avatar, password.

export async function personalDataOf(db: Db, userId: number): Promise<PersonalData | null> {
  const row = await db.query.personalData.findFirst({ where: (t, { eq: e }) => e(t.user_id, userId) });
  if (!row) return null;
  const { user_id: _u, updated_at: _t, sexo, ...rest } = row;
  return { ...rest, sexo: sexo === 0 || sexo === 1 ? sexo : null };
}

export async function avatarOf(db: Db, userId: number): Promise<Avatar | null> {
  const row = await db.query.avatars.findFirst({ where: (t, { eq: e }) => e(t.user_id, userId) });
  if (!row) return null;
  const { user_id, updated_at: _t, ...parts } = row;
  return { ...parts, id_alumno: user_id };
}

export async function setPasswordHash(db: Db, userId: number, hash: string) {
  await db.update(users).set({ password_hash: hash }).where(eq(users.id, userId));
}
