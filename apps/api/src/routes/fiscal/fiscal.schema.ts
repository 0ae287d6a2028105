import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';

/** SAT c_RegimenFiscal (CFDI 4.0), loaded from the contract's catalogue at every start. */
export const taxRegimes = pgTable('tax_regimes', {
  idregimen_fiscal: integer('idregimen_fiscal').primaryKey(),
  regimen: text('regimen').notNull(),
  fisica: smallint('fisica').notNull(),
  moral: smallint('moral').notNull(),
});

/** Municipalities for fiscal addresses (INEGI keys; Nuevo León's 51, more states may be added). */
export const municipalities = pgTable('municipalities', {
  idmunicipios: integer('idmunicipios').primaryKey(),
  nombre: text('nombre').notNull(),
});

/** A student's fiscal data (spec 1 §3); deleted = 1 is the soft delete. */
export const fiscalData = pgTable(
  'fiscal_data',
  {
    iddatosfiscales: serial('iddatosfiscales').primaryKey(),
    id_alumno: integer('id_alumno')
      .notNull()
      .references(() => users.id),
    rfc: text('rfc').notNull(),
    regimen_fiscal: integer('regimen_fiscal')
      .notNull()
      .references(() => taxRegimes.idregimen_fiscal),
    direccion: text('direccion').notNull(),
    idmunicipios: integer('idmunicipios').references(() => municipalities.idmunicipios),
    cp: text('cp').notNull(),
    telefono: text('telefono').notNull(),
    correo: text('correo').notNull(),
    razon_social: text('razon_social').notNull(),
    constancia: text('constancia').notNull(),
    deleted: smallint('deleted').notNull().default(0),
    /** Raised by every save; a save that read an older one is refused (decision 018). */
    version: integer('version').notNull().default(1),
    reg_nuevo_municipio: text('reg_nuevo_municipio'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // constancia: the clean-up of unused uploads asks whether a record names a file.
  (t) => [index('fiscal_data_alumno_idx').on(t.id_alumno), index('fiscal_data_constancia_idx').on(t.constancia)],
);
