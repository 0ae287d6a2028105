import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import { groups } from '../groups/groups.schema.js';
import { lessons } from '../lessons/lessons.schema.js';

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

/**
 * One save of a group's attendance, by the id the phone gave it: a save kept
 * offline and sent again (or twice) is applied once (docs/decisions/026).
 */
export const attendanceSubmissions = pgTable('attendance_submissions', {
  id_envio: text('id_envio').primaryKey(),
  id_grupo: integer('id_grupo')
    .notNull()
    .references(() => groups.id),
  fecha: date('fecha', { mode: 'string' }).notNull(),
  id_teacher: integer('id_teacher')
    .notNull()
    .references(() => users.id),
  recibido: timestamp('recibido', { withTimezone: true }).notNull(),
});

/**
 * The code a coordinator gives a teacher to validate the teacher's own
 * attendance at one session (spec 3 'Validar Asistencia'). It lasts until the
 * end of that day and allows a few tries; `validado` records the validation.
 */
export const attendanceCodes = pgTable(
  'attendance_codes',
  {
    id: serial('id').primaryKey(),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => groups.id),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => users.id),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    codigo: text('codigo').notNull(),
    intentos: smallint('intentos').notNull().default(0),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
    validado: timestamp('validado', { withTimezone: true }),
    creado_por: integer('creado_por').references(() => users.id),
  },
  (t) => [uniqueIndex('attendance_codes_grupo_usuario_fecha_key').on(t.id_grupo, t.id_usuario, t.fecha)],
);
