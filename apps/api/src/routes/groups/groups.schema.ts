import { boolean, date, index, integer, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import { schools } from '../../db/schema/schools.js';

/** Course types of a school: Adultos, Teens, Kids, Certificación... */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  escuela: smallint('escuela')
    .notNull()
    .references(() => schools.id),
  curso: text('curso').notNull(),
  /** Course type used by the rules (reglamento) and induction: 1 adults, 2 teens, 3 kids... */
  tipo_curso: smallint('tipo_curso').notNull(),
});

/** Levels of a course, in teaching order (id order is level order). */
export const levels = pgTable('levels', {
  id: serial('id').primaryKey(),
  id_curso: integer('id_curso')
    .notNull()
    .references(() => courses.id),
  numero: smallint('numero').notNull(),
  nivel: text('nivel').notNull(),
  /** 0 for a level the school no longer teaches (niveles.activas leaves it out). */
  activo: smallint('activo').notNull().default(1),
});

/** School cycles (ERP). */
export const cycles = pgTable('cycles', {
  id: serial('id').primaryKey(),
  escuela: smallint('escuela')
    .notNull()
    .references(() => schools.id),
  ciclo: text('ciclo').notNull(),
  fecha_inicio: date('fecha_inicio', { mode: 'string' }).notNull(),
  fecha_fin: date('fecha_fin', { mode: 'string' }).notNull(),
});

/** Branches (planteles); ids follow the ERP's (spec 2 §9). */
export const branches = pgTable('branches', {
  id: integer('id').primaryKey(),
  escuela: smallint('escuela')
    .notNull()
    .references(() => schools.id),
  plantel: text('plantel').notNull(),
  direccion: text('direccion').notNull(),
  /** The branch's phone: whom a student's warnings and error dialogs send them to (decision 033). */
  telefono: text('telefono'),
});

/** Groups with every field of spec 2 §3 and spec 3 §3. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    escuela: smallint('escuela')
      .notNull()
      .references(() => schools.id),
    grupo_corto: text('grupo_corto').notNull(),
    grupo: text('grupo').notNull(),
    id_nivel: integer('id_nivel')
      .notNull()
      .references(() => levels.id),
    id_curso: integer('id_curso')
      .notNull()
      .references(() => courses.id),
    id_ciclo: integer('id_ciclo')
      .notNull()
      .references(() => cycles.id),
    id_plantel: integer('id_plantel')
      .notNull()
      .references(() => branches.id),
    tipo: text('tipo').notNull(),
    hora_inicio: text('hora_inicio').notNull(),
    hora_fin: text('hora_fin').notNull(),
    lunes: smallint('lunes').notNull().default(0),
    martes: smallint('martes').notNull().default(0),
    miercoles: smallint('miercoles').notNull().default(0),
    jueves: smallint('jueves').notNull().default(0),
    viernes: smallint('viernes').notNull().default(0),
    sabado: smallint('sabado').notNull().default(0),
    domingo: smallint('domingo').notNull().default(0),
    id_teacher: integer('id_teacher').references(() => users.id),
    id_teacher_2: integer('id_teacher_2').references(() => users.id),
    clase_actual: smallint('clase_actual').notNull().default(1),
    zoom: text('zoom'),
    num_ejercicios: smallint('num_ejercicios').notNull().default(0),
    num_examenes: smallint('num_examenes').notNull().default(0),
    valor_examenes: numeric('valor_examenes', { mode: 'number' }).notNull().default(0),
    valor_ejercicios: numeric('valor_ejercicios', { mode: 'number' }).notNull().default(0),
    valor_asistencias: numeric('valor_asistencias', { mode: 'number' }).notNull().default(0),
    deleted: smallint('deleted').notNull().default(0),
  },
  (t) => [
    index('groups_teacher_idx').on(t.id_teacher),
    index('groups_teacher2_idx').on(t.id_teacher_2),
    index('groups_escuela_ciclo_idx').on(t.escuela, t.id_ciclo),
  ],
);

/** A student in a group, with the level's grades (primera/segunda oportunidad). */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => groups.id),
    id_alumno: integer('id_alumno')
      .notNull()
      .references(() => users.id),
    primera: numeric('primera', { mode: 'number' }),
    /** The ERP recorded the first chance as 'SIN CALIFICACION'. */
    primera_sin_calificacion: boolean('primera_sin_calificacion').notNull().default(false),
    segunda: numeric('segunda', { mode: 'number' }),
    calificacion_final_primera_oportunidad: numeric('calificacion_final_primera_oportunidad', { mode: 'number' }),
    calificacion_final_segunda_oportunidad: numeric('calificacion_final_segunda_oportunidad', { mode: 'number' }),
  },
  (t) => [uniqueIndex('enrolments_grupo_alumno_key').on(t.id_grupo, t.id_alumno), index('enrolments_alumno_idx').on(t.id_alumno)],
);
