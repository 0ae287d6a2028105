import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { schools } from './schools.js';

/**
 * Every status change of tickets, incidents, requisitions, invoices, orders
 * and diplomas, in one shape: who, when, from, to and the note
 * (docs/decisions/022-lists.md). One table, so one index and one query serve
 * every history dialog; `tipo` and `registro_id` name the record.
 */
export const statusHistory = pgTable(
  'status_history',
  {
    id: serial('id').primaryKey(),
    escuela: smallint('escuela')
      .notNull()
      .references(() => schools.id),
    tipo: text('tipo').notNull(),
    registro_id: integer('registro_id').notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => users.id),
    /** Null on the line of the record's creation. */
    de: smallint('de'),
    a: smallint('a').notNull(),
    nota: text('nota'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
  },
  (t) => [index('status_history_record_idx').on(t.escuela, t.tipo, t.registro_id, t.fecha)],
);
