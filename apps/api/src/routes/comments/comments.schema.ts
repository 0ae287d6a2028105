import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import { branches, groups } from '../groups/groups.schema.js';

/**
 * The coordinators of failing-student comments (spec 3 §1's unnamed role,
 * docs/decisions/028-comments.md): a TEACHER or ADMINISTRADOR of the
 * branch's school who sees the students at risk of every group of the
 * branch and accepts or rejects their comments. The comments themselves are
 * `student_comments`, below.
 */
export const coordinators = pgTable(
  'coordinators',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => users.id),
    id_plantel: integer('id_plantel')
      .notNull()
      .references(() => branches.id),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.id_plantel] }), index('coordinators_plantel_idx').on(t.id_plantel)],
);

/**
 * Teachers' comments on a student in a group. id_estado: 0 en revisión,
 * 1 aceptado, 2 rechazado (spec 3's failing-student comments pass a review);
 * the student sees the accepted ones.
 */
export const studentComments = pgTable(
  'student_comments',
  {
    id: serial('id').primaryKey(),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => groups.id),
    id_alumno: integer('id_alumno')
      .notNull()
      .references(() => users.id),
    /** The teacher who wrote it. */
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => users.id),
    mensaje: text('mensaje').notNull(),
    id_estado: smallint('id_estado').notNull().default(1),
    /**
     * 1: a failing-student comment that approves the student (spec 3); once
     * accepted, Calificaciones shows 'Aprobado por comentario' (70/100).
     */
    aprueba: smallint('aprueba').notNull().default(0),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  // By group too: the failing-student list reads the comments of a cycle's groups at once.
  (t) => [index('student_comments_alumno_grupo_idx').on(t.id_alumno, t.id_grupo), index('student_comments_grupo_idx').on(t.id_grupo)],
);
