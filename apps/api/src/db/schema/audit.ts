import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { schools } from './schools.js';

/**
 * Every change to attendance, incidents and failing-student comments: who,
 * when, the row before and after (null on creation / deletion). `id_grupo`
 * lets a teacher read a group's rows and staff export a period
 * (docs/decisions/026). Written in the same transaction as the change.
 */
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: serial('id').primaryKey(),
    escuela: smallint('escuela')
      .notNull()
      .references(() => schools.id),
    tipo: text('tipo').notNull(),
    registro_id: integer('registro_id').notNull(),
    id_grupo: integer('id_grupo'),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => users.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    antes: jsonb('antes').$type<Record<string, unknown>>(),
    despues: jsonb('despues').$type<Record<string, unknown>>(),
    /** 'sin conexión' when the change was made offline and sent later. */
    origen: text('origen'),
  },
  (t) => [index('audit_trail_record_idx').on(t.escuela, t.tipo, t.registro_id, t.fecha), index('audit_trail_fecha_idx').on(t.escuela, t.fecha)],
);
