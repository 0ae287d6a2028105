import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { branches } from './groups.js';

/**
 * The coordinators of failing-student comments (spec 3 §1's unnamed role,
 * docs/decisions/028-comments.md): a TEACHER or ADMINISTRADOR of the
 * branch's school who sees the students at risk of every group of the
 * branch and accepts or rejects their comments. The comments themselves are
 * `student_comments` (grades.ts).
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
