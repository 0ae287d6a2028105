import type { Avatar, ClassStudent, PersonalData } from '@lms/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { enrolments } from '../groups/public.js';
import { avatars, personalData } from './profile.schema.js';

// A person's own records that several areas read: personal data, avatar, password.

export async function personalDataOf(db: Db, userId: number): Promise<PersonalData | null> {
  const [row] = await db.select().from(personalData).where(eq(personalData.user_id, userId)).limit(1);
  if (!row) return null;
  const { user_id: _u, updated_at: _t, sexo, ...rest } = row;
  return { ...rest, sexo: sexo === 0 || sexo === 1 ? sexo : null };
}

export async function avatarOf(db: Db, userId: number): Promise<Avatar | null> {
  const [row] = await db.select().from(avatars).where(eq(avatars.user_id, userId)).limit(1);
  if (!row) return null;
  const { user_id, updated_at: _t, ...parts } = row;
  return { ...parts, id_alumno: user_id };
}

/** An avatar row as it goes on the wire beside its owner's name (no owner id). */
export function avatarParts(row: typeof avatars.$inferSelect | null) {
  if (!row) return null;
  const { user_id: _u, updated_at: _t, ...parts } = row;
  return parts;
}

export async function setPasswordHash(db: Db, userId: number, hash: string) {
  await db.update(users).set({ password_hash: hash }).where(eq(users.id, userId));
}

/** The students of a group with their avatars, by name (class list, teacher grades). */
export async function studentsOfGroup(db: Db, groupId: number): Promise<ClassStudent[]> {
  const rows = await db
    .select({ id_alumno: users.id, alumno: users.nombre_completo, matricula: users.usuario, avatar: avatars })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.id_alumno))
    .leftJoin(avatars, eq(avatars.user_id, users.id))
    .where(eq(enrolments.id_grupo, groupId))
    .orderBy(asc(users.nombre_completo), asc(users.id));
  return rows.map(({ avatar, ...r }) => ({ ...r, avatar: avatarParts(avatar) }));
}
