import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import { schools } from '../../db/schema/schools.js';

/** The school's rules (reglamento), per course type (idcurso = courses.tipo_curso). */
export const rules = pgTable('rules', {
  id: serial('id').primaryKey(),
  escuela: smallint('escuela')
    .notNull()
    .references(() => schools.id),
  regla: text('regla').notNull(),
  idcurso: smallint('idcurso').notNull(),
  orden: smallint('orden').notNull().default(0),
});

/** A student's signature of the rules: one per student. */
export const ruleSignatures = pgTable(
  'rule_signatures',
  {
    id: serial('id').primaryKey(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => users.id),
    nombre_tutor: text('nombre_tutor'),
    /** The stored PNG of the signature (stored_files, area "firma"). */
    firma_tutor: text('firma_tutor').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
  },
  // firma_tutor: the clean-up of unused uploads asks whether a signature names an image.
  (t) => [uniqueIndex('rule_signatures_usuario_key').on(t.idusuario), index('rule_signatures_firma_idx').on(t.firma_tutor)],
);
