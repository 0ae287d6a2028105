import type { Db } from '../../db/index.js';
import { storedFiles } from '../../db/schema/files.js';
import { fiscalData } from './fiscal.schema.js';
import { renderDemoConstancia } from '../../seed/demo-constancia.js';
import type { SeedSchool } from '../../seed/school.js';
import { defineAreaSeed } from '../../seed/areas.js';

/** demo.alumno's fiscal data with its constancia (demo.reprobado has none). */
export async function seedFiscal(db: Db, school: SeedSchool): Promise<void> {
  const { escuela, id } = school;
  // demo.alumno has fiscal data with its constancia (demo.reprobado has none).
  const constanciaFiscal = `${'f'.repeat(31)}${escuela}.pdf`;
  let constanciaBytes = 0;
  const { files } = school.options;
  const emitida = new Date('2026-07-20T16:00:00Z');
  if (files) {
    const pdf = await renderDemoConstancia('TEGS980515AB3', 'SOFIA TREVIÑO GARZA', 'MONTERREY');
    constanciaBytes = pdf.length;
    await files.put('constancia-fiscal', constanciaFiscal, pdf).catch(() => undefined);
  }
  await db.insert(storedFiles).values({ nombre: constanciaFiscal, area: 'constancia-fiscal', owner_id: id('alumno'), content_type: 'application/pdf', size: constanciaBytes, created_at: emitida });
  await db.insert(fiscalData).values({
    id_alumno: id('alumno'),
    rfc: 'TEGS980515AB3',
    regimen_fiscal: 605,
    direccion: 'Av. Universidad 2444, Linda Vista',
    idmunicipios: 19039,
    cp: '64990',
    telefono: '8172108954',
    correo: `sofia.trevino${escuela}@correo.example.mx`,
    razon_social: 'Sofía Treviño Garza',
    constancia: constanciaFiscal,
    updated_at: emitida,
  });
}

export const areaSeed = defineAreaSeed({ name: 'fiscal', seed: seedFiscal });
