import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@lms/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { preparedQuery } from '../db/prepared.js';
import { sessions, users } from '../db/schema/users.js';
import type { Clock } from '../lib/clock.js';

export const SESSION_COOKIE = 'lms_sesion';
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionContext {
  sessionId: number;
  userId: number;
  escuela: number;
  roll: Role;
  iderp: number | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function cookiePath(escuela: number): string {
  return `/api/${escuela}/`;
}

/** The live session of a token hash, with its user: run on every signed-in call. */
const liveSessionFields = {
  sessionId: sessions.id,
  userId: users.id,
  escuela: sessions.escuela,
  roll: users.roll,
  iderp: users.iderp,
  lastSeen: sessions.last_seen_at,
};
const liveSessionQuery = (db: Db) =>
  db
    .select(liveSessionFields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        gt(sessions.last_seen_at, sql.placeholder('seenAfter')),
        eq(users.activo, 1),
      ),
    )
    .limit(1);
const liveSession = preparedQuery((db) => liveSessionQuery(db).prepare('live_session'));

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly clock: Clock,
  ) {}

  /** Creates a session; returns the opaque token (256 bits), of which only the hash is stored. */
  async create(userId: number, escuela: number, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.session.maxMs);
    await this.db.insert(sessions).values({
      token_hash: hashToken(token),
      user_id: userId,
      escuela,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt };
  }

  /** The live session of a token at a school, or null (unknown, revoked, expired, idle, inactive user). */
  async resolve(token: string, escuela: number): Promise<SessionContext | null> {
    const now = this.clock.now();
    const [row] = await liveSession(this.db).execute({
      tokenHash: hashToken(token),
      // ISO strings: both drivers read them the same way into timestamptz.
      now: now.toISOString(),
      seenAfter: new Date(now.getTime() - this.config.session.idleMs).toISOString(),
    });
    if (!row || row.escuela !== escuela) return null;
    if (now.getTime() - row.lastSeen.getTime() > TOUCH_INTERVAL_MS) {
      await this.db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, row.sessionId));
    }
    return { sessionId: row.sessionId, userId: row.userId, escuela: row.escuela, roll: row.roll as Role, iderp: row.iderp };
  }

  async revoke(sessionId: number, db: Db = this.db): Promise<void> {
    await db.update(sessions).set({ revoked_at: this.clock.now() }).where(eq(sessions.id, sessionId));
  }

  /** Revokes every other session of a user (a password change keeps the one that made it). */
  async revokeOthers(userId: number, keepSessionId: number, db: Db = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: this.clock.now() })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), ne(sessions.id, keepSessionId)));
  }

  /** Revokes every session of a user (password reset, account disabled). */
  async revokeAllOf(userId: number, db: Db = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: this.clock.now() })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  }
}

/** The token of a request: the cookie for the web app, or `Authorization: Bearer` for native clients. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

export function setSessionCookie(reply: FastifyReply, config: Config, escuela: number, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: cookiePath(escuela),
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config, escuela: number) {
  reply.clearCookie(SESSION_COOKIE, { path: cookiePath(escuela), httpOnly: true, sameSite: 'lax', secure: config.session.secureCookie });
}
