import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage, MSG } from '@lms/contract';
import { and, eq } from 'drizzle-orm';
import type { Config, ThrottleLimits } from '../config.js';
import type { Db } from '../db/index.js';
import { loginDevices, loginFailures } from '../db/schema/index.js';
import { tooManyRequests } from './http-error.js';
import { cookiePath } from '../plugins/session.js';

/** One sign-in (or recovery) attempt: whose account, from where, on which known device. */
export interface Attempt {
  escuela: number;
  usuario: string;
  ip: string;
  /** The SHA-256 of the `lms_dispositivo` cookie when it is a device this account signed in from. */
  knownDevice: string | null;
}

/** The longest block: growing delays stop doubling here. */
const MAX_DELAY_MINUTES = 64;

/** Minutes a key stays blocked once it has `failures` against a `limit`: 1, 2, 4… from the limit on. */
export function blockMinutes(failures: number, limit: number): number {
  return failures < limit ? 0 : Math.min(2 ** (failures - limit), MAX_DELAY_MINUTES);
}

/**
 * Throttles guessing without letting a stranger lock the owner out
 * (docs/decisions/016-login-throttling.md). Three counters:
 *
 * - the account from one address, or from one known device (`maxFailures`):
 *   a guesser at another address, or the owner's own phone, is not affected;
 * - the address, over every account (`maxFailuresPerAddress`, generous: a
 *   school's NAT);
 * - the account, over every address (`maxFailuresPerAccount`): a distributed
 *   guesser.
 *
 * A known device is checked against its own counter only, so the owner signs
 * in while the account or the address is being attacked. Past a limit the key
 * is blocked for 1, 2, 4… minutes from its latest failure (429 before the
 * password is checked); a key quiet for the window after its block starts
 * over. Each use (sign-in, recovery, resend) has its own counters (`scope`).
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
    /** The 429 text, with {minutes}. */
    private readonly message: string = MSG.loginThrottled,
    private readonly scope: string = '',
  ) {}

  private counters(a: Attempt): Array<[key: string, limit: number]> {
    const account = `${this.scope}cuenta:${a.escuela}:${a.usuario.trim().toLowerCase()}`;
    if (a.knownDevice) return [[`${account}:dispositivo:${a.knownDevice}`, this.limits.maxFailures]];
    return [
      [`${account}:ip:${a.ip}`, this.limits.maxFailures],
      [`${this.scope}ip:${a.ip}`, this.limits.maxFailuresPerAddress],
      [account, this.limits.maxFailuresPerAccount],
    ];
  }

  async assertAllowed(a: Attempt, now: Date) {
    for (const [key, limit] of this.counters(a)) {
      const row = await readFailures(this.db, key);
      if (!row?.last_failure_at) continue;
      const endsAt = row.last_failure_at.getTime() + blockMinutes(row.failures, limit) * 60_000;
      // A block never reaches further than the longest delay (a clock set back must not block for a year).
      if (endsAt > now.getTime() && endsAt - now.getTime() <= MAX_DELAY_MINUTES * 60_000) {
        const minutes = Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000));
        throw tooManyRequests(formatMessage(this.message, { minutes }));
      }
    }
  }

  /** Counts a failure on every counter of the attempt (a known device: its own and the account's). */
  async failed(a: Attempt, now: Date) {
    const account = `${this.scope}cuenta:${a.escuela}:${a.usuario.trim().toLowerCase()}`;
    const counters = a.knownDevice ? [...this.counters(a), [account, this.limits.maxFailuresPerAccount] as [string, number]] : this.counters(a);
    for (const [key, limit] of counters) {
      const row = await readFailures(this.db, key);
      const quietSince = row?.last_failure_at ? row.last_failure_at.getTime() + blockMinutes(row.failures, limit) * 60_000 : 0;
      const fresh = !row || now.getTime() - quietSince >= this.limits.windowMs;
      await writeFailures(this.db, key, fresh ? 1 : row.failures + 1, fresh ? now : row.window_started_at, now);
    }
  }

  /** A success clears the counter it was checked against (the account stays watched elsewhere). */
  async succeeded(a: Attempt) {
    await clearFailures(this.db, this.counters(a)[0]![0]);
  }
}

const DEVICE_COOKIE = 'lms_dispositivo';
const DEVICE_DAYS = 400;
const hashDevice = (value: string) => createHash('sha256').update(value).digest('hex');

/** The hash of the request's device cookie when that device signed in to `userId` before. */
export async function knownDeviceOf(db: Db, request: FastifyRequest, userId: number | undefined): Promise<string | null> {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || userId === undefined || !/^[A-Za-z0-9_-]{43}$/.test(value)) return null;
  const hash = hashDevice(value);
  return (await isKnownDevice(db, userId, hash)) ? hash : null;
}

/** After a successful sign-in: the device is known to the account from now on (a new cookie when it had none). */
export async function rememberSignInDevice(db: Db, request: FastifyRequest, reply: FastifyReply, config: Config, escuela: number, userId: number, now: Date) {
  let value = request.cookies[DEVICE_COOKIE];
  if (!value || !/^[A-Za-z0-9_-]{43}$/.test(value)) {
    value = randomBytes(32).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, value, {
      path: cookiePath(escuela),
      httpOnly: true,
      sameSite: 'lax',
      secure: config.session.secureCookie,
      maxAge: DEVICE_DAYS * 86_400,
    });
  }
  await rememberDevice(db, userId, hashDevice(value), now);
}

// The throttle's rows: failures per key, and the devices an account signed in from.

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

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
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
