import type { Db } from '../../db/index.js';
import { avatars, discountNotices } from './profile.schema.js';
import { AVATARS } from '../../seed/catalog.js';
import type { SeedSchool } from '../../seed/school.js';
import { defineAreaSeed } from '../../seed/areas.js';

/** The demo avatars and the school's discount notice. */
export async function seedProfile(db: Db, school: SeedSchool): Promise<void> {
  const { escuela, id } = school;
  await db.insert(avatars).values([
    { user_id: id('alumno'), isCircle: true, ...AVATARS[0] },
    { user_id: id('teacher'), isCircle: true, ...AVATARS[1] },
    { user_id: id('teacher2'), isCircle: true, ...AVATARS[2] },
  ]);

  await db.insert(discountNotices).values({
    escuela,
    nota: 'Reinscríbete antes de que empiece tu siguiente ciclo y obtén 10 % de descuento.',
    ruta_pago: `https://pagos.example.mx/escuela${escuela}/reinscripcion`,
    // A standing demo offer, so the demo shows it whatever the date.
    vigente_desde: '2026-01-01',
    vigente_hasta: '2099-12-31',
  });
}

export const areaSeed = defineAreaSeed({ name: 'profile', seed: seedProfile });
