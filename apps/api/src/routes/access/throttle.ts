import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage, MSG } from '@lms/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Config, ThrottleLimits } from '../../config.js';
import type { Db } from '../../db/index.js';
import { loginDevices, loginFailures } from './access.schema.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { cookiePath } from '../../plugins/session.js';

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

/** Attempts taken longer ago than this are of a request that never ended (a crash): they no longer count. */
const PENDING_TTL_MS = 60_000;

type CounterRow = typeof loginFailures.$inferSelect;

/** What a taken attempt turned out to be, said once it is known. */
export interface ThrottleTicket {
  /** A wrong password (or, for recovery and resend, any request): counted on every counter of the attempt. */
  failed(): Promise<void>;
  /** Signed in: clears the counter it was checked against; the others only let go of the attempt. */
  succeeded(): Promise<void>;
  /** Neither (the account is inactive, a fault): the attempt is let go of, uncounted. */
  release(): Promise<void>;
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
 *
 * Checking and counting are one step: `take` locks the attempt's counter rows
 * (in key order, one transaction, so on PostgreSQL across instances too) and
 * counts the attempt as pending until its ticket says how it ended. A pending
 * attempt may still fail, so it counts against the limit: guesses sent at
 * once are checked no further than the limit allows.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
    /** The 429 text, with {minutes}. */
    private readonly message: string = MSG.loginThrottled,
    private readonly scope: string = '',
  ) {}

  private accountKey(a: Attempt) {
    return `${this.scope}cuenta:${a.escuela}:${a.usuario.trim().toLowerCase()}`;
  }

  /** The counters an attempt is checked against: the first is the one a success clears. */
  private counters(a: Attempt): Array<[key: string, limit: number]> {
    const account = this.accountKey(a);
    if (a.knownDevice) return [[`${account}:dispositivo:${a.knownDevice}`, this.limits.maxFailures]];
    return [
      [`${account}:ip:${a.ip}`, this.limits.maxFailures],
      [`${this.scope}ip:${a.ip}`, this.limits.maxFailuresPerAddress],
      [account, this.limits.maxFailuresPerAccount],
    ];
  }

  /** Failures that still count: none once the key has been quiet for the window after its block. */
  private liveFailures(row: CounterRow, limit: number, now: Date): number {
    if (!row.last_failure_at) return row.failures;
    const quietSince = row.last_failure_at.getTime() + blockMinutes(row.failures, limit) * 60_000;
    return now.getTime() - quietSince >= this.limits.windowMs ? 0 : row.failures;
  }

  /** Minutes the key is blocked for now, 0 when an attempt may go. */
  private blockedMinutes(row: CounterRow, limit: number, now: Date): number {
    const t = now.getTime();
    if (row.last_failure_at) {
      const endsAt = row.last_failure_at.getTime() + blockMinutes(row.failures, limit) * 60_000;
      // A block never reaches further than the longest delay (a clock set back must not block for a year).
      if (endsAt > t && endsAt - t <= MAX_DELAY_MINUTES * 60_000) return Math.max(1, Math.ceil((endsAt - t) / 60_000));
    }
    // Attempts in flight may all fail: under the limit they go side by side, past it one at a time.
    const pending = livePending(row, now);
    return pending > 0 && this.liveFailures(row, limit, now) + pending >= limit ? 1 : 0;
  }

  /**
   * Checks the attempt and counts it as pending, in one step; 429 when a
   * counter is blocked (nothing is counted then). The ticket says how it ended.
   */
  async take(a: Attempt, now: Date): Promise<ThrottleTicket> {
    const checked = this.counters(a);
    await this.db.transaction(async (tx) => {
      for (const [key, limit] of byKey(checked)) {
        const row = await lockCounter(tx, key, now);
        const minutes = this.blockedMinutes(row, limit, now);
        // Throwing rolls back the attempts already taken on the other counters.
        if (minutes > 0) throw tooManyRequests(formatMessage(this.message, { minutes }));
        await tx.update(loginFailures).set({ pending: livePending(row, now) + 1, pending_at: now }).where(eq(loginFailures.key, key));
      }
    });
    const taken = new Set(checked.map(([key]) => key));
    // A known device's failure also counts on the account's ceiling, which it is not checked against.
    const counted = a.knownDevice ? [...checked, [this.accountKey(a), this.limits.maxFailuresPerAccount] as [string, number]] : checked;
    let settled = false;
    const once = async (work: () => Promise<void>) => {
      if (settled) return;
      settled = true;
      await work();
    };
    return {
      // Counting a failure reads each counter's window and block, so its rows are locked while it writes.
      failed: () =>
        once(() =>
          this.db.transaction(async (tx) => {
            for (const [key, limit] of byKey(counted)) {
              const row = await lockCounter(tx, key, now);
              const live = this.liveFailures(row, limit, now);
              await writeCounter(tx, key, {
                ...row,
                pending: taken.has(key) ? Math.max(0, livePending(row, now) - 1) : row.pending,
                failures: live + 1,
                window_started_at: live === 0 ? now : row.window_started_at,
                last_failure_at: now,
              });
            }
          }),
        ),
      // Letting go is one statement per step, each atomic: no lock is held across them.
      succeeded: () => once(() => letGo(this.db, [...taken], checked[0]![0])),
      release: () => once(() => letGo(this.db, [...taken], null)),
    };
  }
}

/** Pending attempts that still count. */
function livePending(row: CounterRow, now: Date): number {
  return row.pending_at && now.getTime() - row.pending_at.getTime() < PENDING_TTL_MS ? row.pending : 0;
}

/** Counters in one order for every request, so two requests locking the same rows never wait on each other in a circle. */
function byKey<T extends [string, number]>(counters: readonly T[]): T[] {
  return [...counters].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
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

// The throttle's rows: failures and pending attempts per key, and the devices an account signed in from.

/** The key's row, created empty when missing, locked until the transaction ends (one statement: the upsert takes the lock). */
async function lockCounter(tx: Db, key: string, now: Date): Promise<CounterRow> {
  const [row] = await tx
    .insert(loginFailures)
    .values({ key, failures: 0, window_started_at: now })
    .onConflictDoUpdate({ target: loginFailures.key, set: { pending: sql`${loginFailures.pending}` } })
    .returning();
  return row!;
}

/**
 * The attempts end without a failure: each counter lets go of one pending
 * attempt, `cleared` (the counter a success was checked against) forgets its
 * failures, and a counter left with nothing goes. One row per statement, in
 * key order: no statement waits for a row while holding another, so none can
 * deadlock with a `take` (which locks in the same order).
 */
async function letGo(db: Db, keys: string[], cleared: string | null) {
  for (const key of [...keys].sort()) {
    // Mostly the counter held only this attempt: it goes in one statement.
    const gone = await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.key, key), lte(loginFailures.pending, 1), key === cleared ? undefined : eq(loginFailures.failures, 0)))
      .returning({ key: loginFailures.key });
    if (gone.length > 0) continue;
    const forget = key === cleared ? { failures: 0, last_failure_at: null } : {};
    await db
      .update(loginFailures)
      .set({ pending: sql`greatest(${loginFailures.pending} - 1, 0)`, ...forget })
      .where(eq(loginFailures.key, key));
  }
}

/** Writes a counter back; one with nothing left to say (no failure, nothing pending) goes. */
async function writeCounter(tx: Db, key: string, row: CounterRow) {
  if (row.failures === 0 && row.pending === 0) {
    await tx.delete(loginFailures).where(eq(loginFailures.key, key));
    return;
  }
  const { failures, window_started_at, last_failure_at, pending, pending_at } = row;
  await tx.update(loginFailures).set({ failures, window_started_at, last_failure_at, pending, pending_at }).where(eq(loginFailures.key, key));
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
