import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Avatar, PersonalData } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { avatars, discountNotices, personalData } from './profile.schema.js';

export type PersonalDataRow = typeof personalData.$inferSelect;
export type PersonalDataChanges = Partial<Omit<PersonalDataRow, 'user_id' | 'updated_at' | 'version'>>;

/** The wire shape of a stored row. */
export function personalDataAnswer(row: PersonalDataRow): PersonalData {
  const { user_id: _u, updated_at: _t, sexo, ...rest } = row;
  return { ...rest, sexo: sexo === 0 || sexo === 1 ? sexo : null };
}

/** The student's record, locked until the transaction ends, so two saves are decided one after the other. */
export async function personalDataForUpdate(db: Db, userId: number): Promise<PersonalDataRow | undefined> {
  const [row] = await db.select().from(personalData).where(eq(personalData.user_id, userId)).for('update');
  return row;
}

/** Writes the changed fields only and bumps the version; returns the record in the wire shape. */
export async function savePersonalChanges(db: Db, userId: number, changes: PersonalDataChanges, version: number, now: Date): Promise<PersonalData> {
  const [row] = await db
    .update(personalData)
    .set({ ...changes, version: version + 1, updated_at: now })
    .where(eq(personalData.user_id, userId))
    .returning();
  return personalDataAnswer(row!);
}

/** Keeps users.nombre_completo in step with the personal data. */
export async function renameUser(db: Db, userId: number, nombreCompleto: string) {
  await db.update(users).set({ nombre_completo: nombreCompleto }).where(eq(users.id, userId));
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash;
}

export async function saveAvatar(db: Db, avatar: Avatar, now: Date): Promise<Avatar> {
  const { id_alumno, ...parts } = avatar;
  await db
    .insert(avatars)
    .values({ user_id: id_alumno, ...parts, updated_at: now })
    .onConflictDoUpdate({ target: avatars.user_id, set: { ...parts, updated_at: now } });
  return avatar;
}

/** The school's discount notice in force on `today` (YYYY-MM-DD); of overlapping ones, the one that started last. */
export async function discountNoticeInForce(db: Db, escuela: number, today: string): Promise<{ nota: string; ruta_pago: string } | undefined> {
  const [notice] = await db
    .select({ nota: discountNotices.nota, ruta_pago: discountNotices.ruta_pago })
    .from(discountNotices)
    .where(and(eq(discountNotices.escuela, escuela), lte(discountNotices.vigente_desde, today), gte(discountNotices.vigente_hasta, today)))
    .orderBy(desc(discountNotices.vigente_desde), desc(discountNotices.id))
    .limit(1);
  return notice;
}
