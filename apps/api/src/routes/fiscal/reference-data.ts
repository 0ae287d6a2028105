import { sql } from 'drizzle-orm';
import { NUEVO_LEON_MUNICIPALITIES, SAT_TAX_REGIMES } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { municipalities, taxRegimes } from './fiscal.schema.js';

/**
 * Reference data the product needs whatever the demo setting: the SAT
 * regimes and the municipalities. Upserted at every start, so a catalogue
 * update ships with the code.
 */
export async function loadReferenceData(db: Db): Promise<void> {
  await db
    .insert(taxRegimes)
    .values(SAT_TAX_REGIMES.map((r) => ({ ...r, fisica: r.fisica ? 1 : 0, moral: r.moral ? 1 : 0 })))
    .onConflictDoUpdate({
      target: taxRegimes.idregimen_fiscal,
      set: { regimen: sql`excluded.regimen`, fisica: sql`excluded.fisica`, moral: sql`excluded.moral` },
    });
  await db
    .insert(municipalities)
    .values([...NUEVO_LEON_MUNICIPALITIES])
    .onConflictDoUpdate({ target: municipalities.idmunicipios, set: { nombre: sql`excluded.nombre` } });
}
