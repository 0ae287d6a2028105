import type { Db } from '../../db/index.js';
import { registrations } from './account.schema.js';
import type { SeedSchool } from '../../seed/school.js';
import { defineAreaSeed } from '../../seed/areas.js';

/** demo.pendiente's registration, waiting for the activation mail. */
export async function seedAccount(db: Db, school: SeedSchool): Promise<void> {
  const { id } = school;
  await db.insert(registrations).values({
    user_id: id('pendiente'),
    contacto_emergencia: 'Laura Leal (mamá) 8112345678',
    numero: '415',
    estado: 19,
    medio_contacto: 2,
    ocupacion: 1,
    estado_civil: 1,
    hijos: 1,
    motivo_estudio: 3,
    transporte: 3,
    facebook: null,
    created_at: new Date('2026-11-15T16:00:00Z'),
  });
}

export const areaSeed = defineAreaSeed({ name: 'account', seed: seedAccount });
