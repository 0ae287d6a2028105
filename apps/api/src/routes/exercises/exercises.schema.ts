import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { levels } from '../groups/groups.schema.js';
import { evaluations } from '../lessons/lessons.schema.js';

/**
 * The questions of an evaluation (spec 2 §3 "Question"): tipo 2 multiple
 * choice with options valor1..valor4 ('-' is an option that does not exist)
 * and its right one; tipo 6 an instruction. `ruta_imagen` and `ruta_audio`
 * are relative to the school's resources URL. The right option leaves the
 * server only with the student's result (decision 023).
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    id_evaluacion: integer('id_evaluacion')
      .notNull()
      .references(() => evaluations.id),
    num_pregunta: smallint('num_pregunta').notNull(),
    tipo: smallint('tipo').notNull(),
    pregunta: text('pregunta').notNull(),
    valor: numeric('valor', { mode: 'number' }).notNull().default(0),
    valor1: text('valor1').notNull().default('-'),
    valor2: text('valor2').notNull().default('-'),
    valor3: text('valor3').notNull().default('-'),
    valor4: text('valor4').notNull().default('-'),
    opcion_correcta: smallint('opcion_correcta'),
    ruta_imagen: text('ruta_imagen'),
    ruta_audio: text('ruta_audio'),
  },
  (t) => [
    uniqueIndex('questions_evaluacion_num_key').on(t.id_evaluacion, t.num_pregunta),
    check('questions_tipo_check', sql`${t.tipo} in (2, 6)`),
    // A multiple-choice question names its right option; an instruction has none.
    check('questions_correcta_check', sql`(${t.tipo} = 2) = coalesce(${t.opcion_correcta} between 1 and 4, false)`),
  ],
);

/**
 * A level's quality exam (spec 2 §2 "Quality exam"; get.evaluacion): an
 * evaluation of tipo 4 that opens with the group's lesson `leccion` and does
 * not count toward the grade.
 */
export const qualityExams = pgTable('quality_exams', {
  id_nivel: integer('id_nivel')
    .primaryKey()
    .references(() => levels.id),
  leccion: smallint('leccion').notNull(),
  id_evaluacion: integer('id_evaluacion')
    .notNull()
    .references(() => evaluations.id),
});

/**
 * A level's extraordinary exam (ours, decision 033): the evaluation a student
 * of a group in extraordinario (first grade under 70, second empty) takes once;
 * its grade becomes the enrolment's second chance (segunda).
 */
export const extraordinaryExams = pgTable('extraordinary_exams', {
  id_nivel: integer('id_nivel')
    .primaryKey()
    .references(() => levels.id),
  id_evaluacion: integer('id_evaluacion')
    .notNull()
    .references(() => evaluations.id),
});
