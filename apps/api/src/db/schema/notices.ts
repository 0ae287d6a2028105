import { date, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { schools } from './schools.js';

/** The discount notice shown on a student's Perfil (spec 1 §2: nota and ruta_pago). */
export const discountNotices = pgTable('discount_notices', {
  id: serial('id').primaryKey(),
  escuela: smallint('escuela')
    .notNull()
    .references(() => schools.id),
  nota: text('nota').notNull(),
  ruta_pago: text('ruta_pago').notNull(),
  vigente_desde: date('vigente_desde', { mode: 'string' }).notNull(),
  vigente_hasta: date('vigente_hasta', { mode: 'string' }).notNull(),
});
