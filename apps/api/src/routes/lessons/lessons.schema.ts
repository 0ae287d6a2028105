import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import { groups, levels } from '../groups/groups.schema.js';
import { schools } from '../../db/schema/schools.js';

/**
 * The sessions (lessons) of a group, numbered from 1, each on its date.
 * Teachers take attendance per session; one session per group and day.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => groups.id),
    leccion: smallint('leccion').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('lessons_grupo_leccion_key').on(t.id_grupo, t.leccion), uniqueIndex('lessons_grupo_fecha_key').on(t.id_grupo, t.fecha)],
);

/**
 * Exercises and exams a student answers: tipo 1 exercise, 2 exam, 3 recovery
 * exam, 4 quality exam. Their questions come with the exercise screens.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    escuela: smallint('escuela')
      .notNull()
      .references(() => schools.id),
    nombre: text('nombre').notNull(),
    tipo: smallint('tipo').notNull(),
  },
  (t) => [check('evaluations_tipo_check', sql`${t.tipo} between 1 and 4`)],
);

/**
 * The resources of a level's lessons (spec 2 §3 "Lesson resource row"):
 * tipo 1 exercise, 2 exam, 3 recovery exam, 4 PDF, 5 video; `ruta` is
 * relative to the school's resource base URL. `conjunto` 0 are the ordinary
 * lessons, 1 the certification lessons (recursos.usuario tipo 1).
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    id_nivel: integer('id_nivel')
      .notNull()
      .references(() => levels.id),
    conjunto: smallint('conjunto').notNull().default(0),
    leccion: smallint('leccion').notNull(),
    tipo: smallint('tipo').notNull(),
    recurso: text('recurso').notNull(),
    ruta: text('ruta').notNull(),
    id_evaluacion: integer('id_evaluacion').references(() => evaluations.id),
    orden: smallint('orden').notNull().default(0),
  },
  (t) => [
    index('resources_nivel_conjunto_idx').on(t.id_nivel, t.conjunto, t.leccion),
    check('resources_tipo_check', sql`${t.tipo} between 1 and 5`),
    check('resources_conjunto_check', sql`${t.conjunto} in (0, 1)`),
    // Exercises and exams name their evaluation; PDFs and videos have none.
    check('resources_evaluacion_check', sql`(${t.tipo} <= 3) = (${t.id_evaluacion} is not null)`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The lesson files a school serves from here (SCHOOL_N_RESOURCES_URL unset):
 * e-books, videos, question pictures and audio clips, by their path relative
 * to the resources root (the `ruta` of resources and questions). Read only
 * through recursos.archivo / recursos.pregunta, which check the lesson is open
 * to the caller (decision 024).
 */
export const lessonFiles = pgTable('lesson_files', {
  escuela: smallint('escuela')
    .notNull()
    .references(() => schools.id),
  ruta: text('ruta').notNull(),
  content_type: text('content_type').notNull(),
  contenido: bytea('contenido').notNull(),
}, (t) => [primaryKey({ columns: [t.escuela, t.ruta] })]);

/** A student's visits to a group's resources (recursos.abrir): first, last and how many. */
export const resourceVisits = pgTable(
  'resource_visits',
  {
    id_alumno: integer('id_alumno')
      .notNull()
      .references(() => users.id),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => groups.id),
    tipo: smallint('tipo').notNull(),
    primera_visita: timestamp('primera_visita', { withTimezone: true }).notNull(),
    ultima_visita: timestamp('ultima_visita', { withTimezone: true }).notNull(),
    visitas: integer('visitas').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.id_alumno, t.id_grupo, t.tipo] })],
);

/** The certification code of a student in a group: issued once, when the last certification lesson has a grade. */
export const certificationCodes = pgTable(
  'certification_codes',
  {
    id_alumno: integer('id_alumno')
      .notNull()
      .references(() => users.id),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => groups.id),
    codigo: text('codigo').notNull(),
    emitido: timestamp('emitido', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_alumno, t.id_grupo] }), uniqueIndex('certification_codes_codigo_key').on(t.codigo)],
);
