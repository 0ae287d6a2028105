import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schools.js';

/** Every person who signs in: students, teachers, editors, administrators. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    escuela: smallint('escuela')
      .notNull()
      .references(() => schools.id),
    roll: text('roll').notNull(),
    /** The matrícula for students, the user name for staff. */
    usuario: text('usuario').notNull(),
    nombre_completo: text('nombre_completo').notNull(),
    /** argon2id of the client's SHA-256 hex of the password. */
    password_hash: text('password_hash').notNull(),
    /** The person's id in the ERP. */
    iderp: integer('iderp'),
    qr: smallint('qr').notNull().default(0),
    facturacion: smallint('facturacion').notNull().default(0),
    constancia: smallint('constancia').notNull().default(0),
    activo: smallint('activo').notNull().default(1),
    /** False between registration and opening the activation link. */
    correo_confirmado: boolean('correo_confirmado').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_escuela_usuario_key').on(t.escuela, sql`lower(${t.usuario})`),
    index('users_iderp_idx').on(t.iderp),
  ],
);

/** Opaque session tokens, stored as SHA-256 (docs/decisions/005-sessions.md). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    escuela: smallint('escuela').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

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
