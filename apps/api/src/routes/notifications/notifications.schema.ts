import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from '../../db/schema/users.js';

/** Push-notification tokens (web-push subscriptions) of a user's devices. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** The session that registered it: a live one keeps it from moving to another account; its logout forgets it. */
    session_id: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('push_tokens_token_key').on(t.token), index('push_tokens_user_idx').on(t.user_id)],
);
