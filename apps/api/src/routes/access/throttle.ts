import { formatMessage, MSG } from '@lms/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { clearFailures, readFailures, recordFailure } from './access.repository.js';

/**
 * Login throttling (docs/decisions/005-sessions.md): at most
 * LOGIN_MAX_FAILURES failed attempts per account and
 * LOGIN_MAX_FAILURES_PER_ADDRESS per address within LOGIN_WINDOW_MINUTES.
 * Past that, attempts are refused with 429 before the password is checked,
 * until the window that started with the first failure ends.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly config: Config['login'],
    /** The 429 text, with {minutes}; each use (login, recovery) has its own counters via `scope`. */
    private readonly message: string = MSG.loginThrottled,
    private readonly scope: string = '',
  ) {}

  accountKey(escuela: number, usuario: string) {
    return `${this.scope}cuenta:${escuela}:${usuario.toLowerCase()}`;
  }
  addressKey(ip: string) {
    return `${this.scope}ip:${ip}`;
  }

  async assertAllowed(accountKey: string, addressKey: string, now: Date) {
    const checks: Array<[string, number]> = [
      [accountKey, this.config.maxFailures],
      [addressKey, this.config.maxFailuresPerAddress],
    ];
    for (const [key, limit] of checks) {
      const row = await readFailures(this.db, key);
      if (!row || row.failures < limit) continue;
      const endsAt = row.window_started_at.getTime() + this.config.windowMs;
      if (endsAt > now.getTime()) {
        const minutes = Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000));
        throw tooManyRequests(formatMessage(this.message, { minutes }));
      }
    }
  }

  async failed(accountKey: string, addressKey: string, now: Date) {
    await recordFailure(this.db, accountKey, now, this.config.windowMs);
    await recordFailure(this.db, addressKey, now, this.config.windowMs);
  }

  async succeeded(accountKey: string) {
    await clearFailures(this.db, accountKey);
  }
}
