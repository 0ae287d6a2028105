import { boolean, date, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from '../../db/schema/schools.js';
import { users } from '../../db/schema/users.js';

/** Personal data (perfil) of spec 1 §3; a student without a row goes to RegistrarDatos. */
export const personalData = pgTable('personal_data', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nombre: text('nombre').notNull(),
  apellido_paterno: text('apellido_paterno').notNull(),
  apellido_materno: text('apellido_materno'),
  edad: smallint('edad'),
  sexo: smallint('sexo'),
  telefono: text('telefono'),
  celular: text('celular'),
  calle: text('calle'),
  cp: integer('cp'),
  colonia: text('colonia'),
  municipio: text('municipio'),
  email: text('email'),
  /** Optimistic concurrency: each save checks and bumps it (decision 018). */
  version: integer('version').notNull().default(1),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Avatar parts (avataaars options); teachers have one too. */
export const avatars = pgTable('avatars', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isCircle: boolean('is_circle').notNull().default(true),
  accessoriesType: text('accessories_type').notNull(),
  clotheType: text('clothe_type').notNull(),
  clotheColor: text('clothe_color').notNull(),
  eyebrowType: text('eyebrow_type').notNull(),
  eyeType: text('eye_type').notNull(),
  facialHairColor: text('facial_hair_color').notNull(),
  facialHairType: text('facial_hair_type').notNull(),
  graphicType: text('graphic_type').notNull(),
  hairColor: text('hair_color').notNull(),
  mouthType: text('mouth_type').notNull(),
  skinColor: text('skin_color').notNull(),
  topType: text('top_type').notNull(),
  topColor: text('top_color').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
