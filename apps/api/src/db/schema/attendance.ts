import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { lessons } from './lessons.js';

/**
 * A student's attendance in a session (the id is spec 3's id_asistencia):
 * valor_asistencia 1 present, 2 absent, 3 late, 4 sin participación, 0 absent
 * (older records). fecha_pago is the next payment date the teacher may set.
 */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    id_leccion: integer('id_leccion')
      .notNull()
      .references(() => lessons.id),
    id_alumno: integer('id_alumno')
      .notNull()
      .references(() => users.id),
    valor_asistencia: smallint('valor_asistencia').notNull(),
    fecha_pago: date('fecha_pago', { mode: 'string' }),
    /** Who recorded it (null: imported or seeded). */
    id_teacher: integer('id_teacher').references(() => users.id),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_leccion_alumno_key').on(t.id_leccion, t.id_alumno),
    index('attendance_alumno_idx').on(t.id_alumno),
    check('attendance_valor_check', sql`${t.valor_asistencia} between 0 and 4`),
  ],
);
