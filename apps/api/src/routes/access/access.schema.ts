import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';

/** Failed sign-in counters per account and per address (login throttling). */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** The latest failure: a block lasts from it, growing with each failure past the limit (decision 016). */
  last_failure_at: timestamp('last_failure_at', { withTimezone: true }),
  /** Attempts checked and not yet answered: each may still fail, so they count against the limit (decision 016, "Guesses sent at once"). */
  pending: integer('pending').notNull().default(0),
  /** The latest attempt taken: pending attempts older than a minute are of a request that never ended. */
  pending_at: timestamp('pending_at', { withTimezone: true }),
});

/**
 * Devices (browsers, phones) an account signed in from: their `lms_dispositivo`
 * cookie, as SHA-256. A known device keeps signing in while strangers are
 * throttled on the account (decision 016).
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device_hash: text('device_hash').notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.device_hash] })],
);

/** The device type the app reported after login (usuario.tipodispositivo). */
export const userDevices = pgTable('user_devices', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dispositivo: text('dispositivo').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});
