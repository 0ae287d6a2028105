import type { Db } from '../../db/index.js';
import { storedFiles } from '../../db/schema/files.js';
import { examResults, studyCertificates } from './certificates.schema.js';
import { BRANCHES } from '../../seed/catalog.js';
import type { SeedSchool } from '../../seed/school.js';
import { renderStudyCertificate } from './certificate-pdf.js';
import { defineAreaSeed } from '../../seed/areas.js';

/** demo.alumno's and demo.reprobado's external exam results, and demo.alumno's study certificate of a past cycle. */
export async function seedCertificates(db: Db, school: SeedSchool): Promise<void> {
  const { escuela, id } = school;
  await db.insert(examResults).values([
    { user_id: id('alumno'), ruta_exci: `https://exci.example.mx/resultados/${school.erp(1)}`, toefl_paso: 2, updated_at: new Date('2026-10-30T18:00:00Z') },
    { user_id: id('reprobado'), ruta_exci: null, toefl_paso: 1, updated_at: new Date('2026-10-30T18:00:00Z') },
  ]);


  // demo.alumno asked for a study certificate in a past cycle (44, level 2), and
  // in each cycle from 31 to 41 when she studied before: twelve, two pages of the list.
  const { files, schools: brands } = school.options;
  const past = [...Array.from({ length: 11 }, (_, i) => ({ cycle: 31 + i, nivel: `Nivel ${(i % 14) + 1}` })), { cycle: 44, nivel: 'Nivel 2' }];
  for (const { cycle: n, nivel } of past) {
    const cycle = school.cycle(n);
    // The cycle-44 file keeps its old name: tests and the e2e journeys open it.
    const certificado = n === 44 ? `${'c'.repeat(31)}${escuela}.pdf` : `${'c'.repeat(28)}${String(n).padStart(3, '0')}${escuela}.pdf`;
    const emitida = new Date(`${cycle.fecha_inicio}T16:00:00Z`);
    emitida.setUTCDate(emitida.getUTCDate() + 14);
    let certificateBytes = 0;
    if (files && brands) {
      const pdf = await renderStudyCertificate({
        brand: brands[escuela],
        nombre: 'Sofía Treviño Garza',
        matricula: 'demo.alumno',
        programa: 'ADULTS',
        niveles: 14,
        nivel,
        curso: 'ADULTOS',
        ciclo: cycle.ciclo,
        plantel: BRANCHES[escuela][0]![1],
        direccion: 'Av. Constitución 200, Centro, Monterrey, N.L.',
        fechaInicioCiclo: new Date(`${cycle.fecha_inicio}T12:00:00Z`),
        emitida,
        folio: certificado.slice(0, 8).toUpperCase(),
      });
      certificateBytes = pdf.length;
      await files.put('constancia-estudios', certificado, pdf).catch(() => undefined);
    }
    await db.insert(storedFiles).values({ nombre: certificado, area: 'constancia-estudios', owner_id: id('alumno'), content_type: 'application/pdf', size: certificateBytes, created_at: emitida });
    await db.insert(studyCertificates).values({ id_alumno: id('alumno'), id_ciclo: cycle.id, archivo: certificado, fecha_alta: emitida });
  }
}

export const areaSeed = defineAreaSeed({ name: 'certificates', seed: seedCertificates });
