import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.js';

/** External exam results: the EXCI result page and the TOEFL step (2 satisfactory, 1 not). */
export const examResults = pgTable('exam_results', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ruta_exci: text('ruta_exci'),
  toefl_paso: smallint('toefl_paso'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});
