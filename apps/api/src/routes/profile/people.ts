import type { Avatar, ClassStudent, PersonalData } from '@lms/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { studentIdsOfGroup } from '../groups/public.js';
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

export type AvatarRow = typeof avatars.$inferSelect;
/** What a registration writes of a person's data (account). */
export type PersonalDataInput = Omit<typeof personalData.$inferInsert, 'user_id' | 'updated_at'>;

export async function hasPersonalData(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: personalData.user_id }).from(personalData).where(eq(personalData.user_id, userId)).limit(1);
  return row !== undefined;
}

export async function insertPersonalData(db: Db, userId: number, perfil: PersonalDataInput, now: Date): Promise<void> {
  await db.insert(personalData).values({ ...perfil, user_id: userId, updated_at: now });
}

/** The registered mail and first name of the person whose id is in `userId`, as columns of the caller's statement. */
export const mailAndNameOf = (userId: AnyPgColumn) => ({
  email: sql<string | null>`(select ${personalData.email} from ${personalData} where ${personalData.user_id} = ${userId})`,
  nombre: sql<string | null>`(select ${personalData.nombre} from ${personalData} where ${personalData.user_id} = ${userId})`,
});

/** The avatar rows of these people (those who have one). */
export async function avatarsOf(db: Db, userIds: readonly number[]): Promise<AvatarRow[]> {
  return userIds.length ? db.select().from(avatars).where(inArray(avatars.user_id, [...userIds])) : [];
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
    .from(users)
    .leftJoin(avatars, eq(avatars.user_id, users.id))
    .where(inArray(users.id, studentIdsOfGroup(db, groupId)))
    .orderBy(asc(users.nombre_completo), asc(users.id));
  return rows.map(({ avatar, ...r }) => ({ ...r, avatar: avatarParts(avatar) }));
}

/** Every person's phones, as a subquery the caller left-joins its people to (one statement). */
export const phonesOfPeople = (db: Db) =>
  db.select({ user_id: personalData.user_id, telefono: personalData.telefono, celular: personalData.celular }).from(personalData).as('phones');
