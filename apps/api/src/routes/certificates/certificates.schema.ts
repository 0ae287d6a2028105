import { integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import { cycles } from '../groups/groups.schema.js';

/** External exam results: the EXCI result page and the TOEFL step (2 satisfactory, 1 not). */
export const examResults = pgTable('exam_results', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ruta_exci: text('ruta_exci'),
  toefl_paso: smallint('toefl_paso'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Study certificates: one per student and cycle (spec 1 §4). */
export const studyCertificates = pgTable(
  'study_certificates',
  {
    id: serial('id').primaryKey(),
    id_alumno: integer('id_alumno')
      .notNull()
      .references(() => users.id),
    id_ciclo: integer('id_ciclo')
      .notNull()
      .references(() => cycles.id),
    /** The stored PDF (stored_files, area "constancia-estudios"). */
    archivo: text('archivo').notNull(),
    fecha_alta: timestamp('fecha_alta', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('study_certificates_alumno_ciclo_key').on(t.id_alumno, t.id_ciclo)],
);
