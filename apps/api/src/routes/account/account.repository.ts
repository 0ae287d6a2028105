import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { users } from '../../db/schema/users.js';
import { accountTokens, registrations } from './account.schema.js';
import { insertPersonalData, mailAndNameOf, type PersonalDataInput } from '../profile/public.js';

export type TokenKind = 'activacion' | 'recuperacion';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a single-use token (256 bits); earlier unused ones of the same kind stop working. */
export async function issueToken(db: Db, userId: number, kind: TokenKind, now: Date, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(accountTokens)
    .set({ used_at: now })
    .where(and(eq(accountTokens.user_id, userId), eq(accountTokens.kind, kind), isNull(accountTokens.used_at)));
  await db.insert(accountTokens).values({
    token_hash: hash(token),
    kind,
    user_id: userId,
    created_at: now,
    expires_at: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** Marks a live token used and returns its user; null when unknown, used, expired or of another kind. */
export async function consumeToken(db: Db, token: string, kind: TokenKind, now: Date): Promise<{ userId: number; escuela: number } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(accountTokens.token_hash, hash(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.used_at),
        gt(accountTokens.expires_at, now),
      ),
    )
    .returning({ userId: accountTokens.user_id });
  if (!row) return null;
  const [user] = await db.select({ escuela: users.escuela }).from(users).where(eq(users.id, row.userId)).limit(1);
  return user ? { userId: row.userId, escuela: user.escuela } : null;
}

export { hasPersonalData } from '../profile/public.js';

export async function saveRegistration(
  db: Db,
  userId: number,
  perfil: PersonalDataInput,
  answers: Omit<typeof registrations.$inferInsert, 'user_id' | 'created_at'>,
  now: Date,
) {
  await insertPersonalData(db, userId, perfil, now);
  await db.insert(registrations).values({ ...answers, user_id: userId, created_at: now });
  const fullName = [perfil.nombre, perfil.apellido_paterno, perfil.apellido_materno].filter(Boolean).join(' ');
  await db.update(users).set({ correo_confirmado: false, nombre_completo: fullName }).where(eq(users.id, userId));
}

export async function confirmMail(db: Db, userId: number) {
  await db.update(users).set({ correo_confirmado: true }).where(eq(users.id, userId));
}

/** The account of a matrícula at a school with the mail it registered (null when it has none). */
export async function accountWithMail(db: Db, escuela: number, usuario: string) {
  const [row] = await db
    .select({ id: users.id, escuela: users.escuela, confirmado: users.correo_confirmado, activo: users.activo, ...mailAndNameOf(users.id) })
    .from(users)
    .where(and(eq(users.escuela, escuela), sql`lower(${users.usuario}) = lower(${usuario})`))
    .limit(1);
  return row;
}
