import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';

/** Single-use links sent by mail: account activation and password recovery (SHA-256 at rest). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('account_tokens_hash_key').on(t.token_hash), index('account_tokens_user_idx').on(t.user_id, t.kind)],
);

/** The registration answers beyond the personal data (spec 2 §3 registration user). */
export const registrations = pgTable('registrations', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contacto_emergencia: text('contacto_emergencia').notNull(),
  numero: text('numero').notNull(),
  estado: smallint('estado').notNull(),
  medio_contacto: smallint('medio_contacto').notNull(),
  ocupacion: smallint('ocupacion').notNull(),
  estado_civil: smallint('estado_civil').notNull(),
  hijos: smallint('hijos').notNull(),
  motivo_estudio: smallint('motivo_estudio').notNull(),
  transporte: smallint('transporte').notNull(),
  facebook: text('facebook'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});
