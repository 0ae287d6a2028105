import {
  CERTIFICATE_LEVELS,
  certificateFileCall,
  certificateInfoCall,
  certificateProgram,
  CERTIFICATES_MSG,
  certificatesListCall,
  createCertificateCall,
} from '@lms/contract';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { authorizedFile } from '../../lib/downloads.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { generatedName } from '../../plugins/file-store.js';
import { schoolDate, schoolToday } from '../../lib/school-date.js';
import { recordFile } from '../../lib/stored-files.js';
import { assertOwnErp } from '../../lib/ownership.js';
import type { Db } from '../../db/index.js';
import type { AreaDeps } from '../types.js';
import { renderStudyCertificate } from './certificate-pdf.js';
import { certificatesOf, certificatesPage, currentGroupOf, insertCertificate, lastCourseNameOf, studentIdentity } from './certificates.repository.js';

export const STUDY_CERTIFICATE_AREA = 'constancia-estudios';
type CurrentGroup = NonNullable<Awaited<ReturnType<typeof currentGroupOf>>>;

export function registerStudyCertificateRoutes(deps: AreaDeps) {
  const { calls, db, clock, files } = deps;
  calls.register(certificateInfoCall, async ({ params, session }) => {
    assertOwnErp(session, params.iderp);
    const group = await currentGroupOf(db, session.userId, schoolToday(clock));
    if (!group) throw badRequest(CERTIFICATES_MSG.certificateNoGroup);
    const programa = certificateProgram(await lastCourseNameOf(db, session.userId));
    const existing = await certificatesOf(db, session.userId);
    return {
      ciclo: group.ciclo,
      plantel: group.plantel,
      direccion: group.direccion,
      fecha_inicio_ciclo: group.fecha_inicio,
      programa,
      niveles: CERTIFICATE_LEVELS[programa],
      ya_solicitada: existing.some((c) => c.id_ciclo === group.id_ciclo),
    };
  });

  calls.register(certificatesListCall, async ({ params, query, session }) => {
    assertOwnErp(session, params.iderp);
    const page = await certificatesPage(db, session.userId, query);
    return { items: page.items.map((r) => ({ fecha_alta: r.fecha_alta.toISOString(), ciclo: r.ciclo, archivo: r.archivo })), total: page.total };
  });

  calls.register(createCertificateCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    const now = clock.now();
    const group = await currentGroupOf(db, session.userId, schoolDate(now));
    if (!group) throw badRequest(CERTIFICATES_MSG.certificateNoGroup);
    const archivo = generatedName('pdf');
    await db
      .transaction(async (tx) => {
        // One per cycle (spec 1 §4); the unique index settles two requests at once.
        if ((await certificatesOf(tx, session.userId)).some((c) => c.id_ciclo === group.id_ciclo)) throw conflict(CERTIFICATES_MSG.certificateExists);
        await writeStudyCertificate(tx, deps, { studentId: session.userId, group, archivo, now });
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? conflict(CERTIFICATES_MSG.certificateExists) : err;
      });
    return { archivo, message: CERTIFICATES_MSG.certificateCreated };
  });

  calls.register(certificateFileCall, async ({ params, session }) =>
    authorizedFile(db, files, session, STUDY_CERTIFICATE_AREA, params.archivo, `constancia-estudios-${params.archivo}`),
  );
}

/** Renders the certificate of the student's current cycle and stores its file and row. */
async function writeStudyCertificate(
  tx: Db,
  { files, config, escuela }: AreaDeps,
  { studentId, group, archivo, now }: { studentId: number; group: CurrentGroup; archivo: string; now: Date },
) {
  const who = (await studentIdentity(tx, studentId))!;
  const programa = certificateProgram(await lastCourseNameOf(tx, studentId));
  const pdf = await renderStudyCertificate({
    brand: config.schools[escuela],
    nombre: who.nombre,
    matricula: who.usuario,
    programa,
    niveles: CERTIFICATE_LEVELS[programa],
    nivel: group.nivel,
    curso: group.curso,
    ciclo: group.ciclo,
    plantel: group.plantel,
    direccion: group.direccion,
    fechaInicioCiclo: new Date(`${group.fecha_inicio}T12:00:00Z`),
    emitida: now,
    folio: archivo.slice(0, 8).toUpperCase(),
  });
  await recordFile(tx, { nombre: archivo, area: STUDY_CERTIFICATE_AREA, owner_id: studentId, content_type: 'application/pdf', size: pdf.length, created_at: now });
  await insertCertificate(tx, { id_alumno: studentId, id_ciclo: group.id_ciclo, archivo, fecha_alta: now });
  await files.put(STUDY_CERTIFICATE_AREA, archivo, pdf);
}
