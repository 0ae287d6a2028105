import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
