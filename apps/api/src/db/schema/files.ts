import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Every uploaded or generated file: the store keeps the bytes under the
 * generated name; this row says whose it is, so downloads can be authorised.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    nombre: text('nombre').primaryKey(),
    area: text('area').notNull(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The clean-up of unused uploads reads an area's oldest files.
  (t) => [index('stored_files_area_created_idx').on(t.area, t.created_at)],
);
