import type { Db } from '../../db/index.js';
import { storedFiles } from '../../db/schema/files.js';
import { rules, ruleSignatures } from './rules.schema.js';
import { DEMO_SIGNATURE_PNG, RULES } from '../../seed/catalog.js';
import type { SeedSchool } from '../../seed/school.js';
import { defineAreaSeed } from '../../seed/areas.js';

/** The school's rules by course, and demo.alumno's signature. */
export async function seedRules(db: Db, school: SeedSchool): Promise<void> {
  const { escuela, id } = school;
  await db.insert(rules).values(
    ([1, 2, 3] as const).flatMap((tipo) => RULES[tipo].map((regla, orden) => ({ escuela, regla, idcurso: tipo, orden }))),
  );
  // demo.alumno signed the rules (demo.reprobado has not). The image goes to the store when there is one.
  const firma = `${'5'.repeat(31)}${escuela}.png`;
  await db.insert(storedFiles).values({
    nombre: firma,
    area: 'firma',
    owner_id: id('alumno'),
    content_type: 'image/png',
    size: DEMO_SIGNATURE_PNG.length,
    created_at: new Date('2026-09-07T15:00:00Z'),
  });
  if (school.options.files) await school.options.files.put('firma', firma, DEMO_SIGNATURE_PNG).catch(() => undefined);
  await db.insert(ruleSignatures).values({ idusuario: id('alumno'), nombre_tutor: null, firma_tutor: firma, fecha: new Date('2026-09-07T15:00:00Z') });
}

export const areaSeed = defineAreaSeed({ name: 'rules', seed: seedRules });
