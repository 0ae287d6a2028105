import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings the service creates for itself and every replica must share (the VAPID key pair). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
