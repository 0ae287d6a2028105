import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import { groups } from '../groups/groups.schema.js';
import { evaluations } from '../lessons/lessons.schema.js';

/**
 * A student's result on an evaluation in a group: calificacion 0-100;
 * editable 1 when the student may send it again (exercises). The answers
 * (jsonb) and calificaciontotal come with the exercise screens.
 */
export const results = pgTable(
  'results',
  {
    id: serial('id').primaryKey(),
    id_alumno: integer('id_alumno')
      .notNull()
      .references(() => users.id),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => groups.id),
    id_evaluacion: integer('id_evaluacion')
      .notNull()
      .references(() => evaluations.id),
    /** The lesson number the student answered it in. */
    session: smallint('session').notNull(),
    calificacion: numeric('calificacion', { mode: 'number' }).notNull(),
    calificaciontotal: numeric('calificaciontotal', { mode: 'number' }),
    editable: smallint('editable').notNull().default(0),
    respuestas: jsonb('respuestas'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    /** Grows with each re-send of an exercise: a re-send from an older screen is refused (decision 018). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('results_alumno_grupo_evaluacion_key').on(t.id_alumno, t.id_grupo, t.id_evaluacion),
    // The teacher's grades and 'En riesgo' read a whole group's results.
    index('results_grupo_idx').on(t.id_grupo),
    check('results_calificacion_check', sql`${t.calificacion} between 0 and 100`),
  ],
);
