import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import { cycles, groups } from '../groups/groups.schema.js';
import { rules } from '../rules/rules.schema.js';
import { schools } from '../../db/schema/schools.js';

/**
 * An incident a teacher records against a student of a group, under one of
 * the school's rules (spec 3 §3): estatus 0 Pendiente, 1 Aceptado, 2 Rechazado;
 * deleted 1 hides it (soft delete). `version` refuses a change made over a
 * newer one.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    escuela: smallint('escuela')
      .notNull()
      .references(() => schools.id),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => groups.id),
    id_alumno: integer('id_alumno')
      .notNull()
      .references(() => users.id),
    idreglamento: integer('idreglamento')
      .notNull()
      .references(() => rules.id),
    id_ciclo: integer('id_ciclo')
      .notNull()
      .references(() => cycles.id),
    notas: text('notas'),
    estatus: smallint('estatus').notNull().default(0),
    deleted: smallint('deleted').notNull().default(0),
    /** The teacher who recorded it. */
    creado_por: integer('creado_por')
      .notNull()
      .references(() => users.id),
    creado: timestamp('creado', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('incidents_grupo_idx').on(t.id_grupo),
    index('incidents_alumno_idx').on(t.id_alumno),
    check('incidents_estatus_check', sql`${t.estatus} between 0 and 2`),
    check('incidents_deleted_check', sql`${t.deleted} in (0, 1)`),
  ],
);

/**
 * The student's reasons for rejecting an incident (nota) and the teacher's
 * reply to each (nota_respuesta): the rejection history of the reply dialog.
 */
export const incidentMessages = pgTable(
  'incident_messages',
  {
    id: serial('id').primaryKey(),
    id_incidencia: integer('id_incidencia')
      .notNull()
      .references(() => incidents.id),
    nota: text('nota').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    nota_respuesta: text('nota_respuesta'),
    respondido_por: integer('respondido_por').references(() => users.id),
    fecha_respuesta: timestamp('fecha_respuesta', { withTimezone: true }),
  },
  (t) => [index('incident_messages_incidencia_idx').on(t.id_incidencia, t.fecha)],
);
