import { pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** The two brands. Names, colours and logos come from configuration. */
export const schools = pgTable('schools', {
  id: smallint('id').primaryKey(),
  clave: text('clave').notNull(),
});
