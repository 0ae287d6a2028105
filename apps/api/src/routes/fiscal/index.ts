import {
  createFiscalDataCall,
  FISCAL_MSG,
  fiscalFileCall,
  MSG,
  municipalitiesCall,
  studentFiscalDataCall,
  taxRegimesCall,
  updateFiscalDataCall,
  uploadConstanciaCall,
} from '@lms/contract';
import { fiscalData } from './fiscal.schema.js';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { authorizedFile } from '../../lib/downloads.js';
import { assertSelf } from '../../lib/ownership.js';
import { saveUpload } from '../../lib/stored-files.js';
import type { ClaimedUploads } from '../../plugins/upload-cleanup.js';
import { defineArea, type AreaDeps } from '../types.js';
import { assertOwnErp } from '../../lib/ownership.js';
import { assertFiscalValues, CONSTANCIA_AREA } from './fiscal.policy.js';
import {
  activeFiscalDataOf,
  fiscalRecord,
  insertFiscalData,
  listMunicipalities,
  listRegimes,
  updateFiscalData,
} from './fiscal.repository.js';

/**
 * A constancia is uploaded before its form is saved; one that no fiscal record
 * names (deleted records included) is removed a day later. A constancia that an
 * update replaced is no longer named either, and goes the same way.
 */
export const constanciaUploads: ClaimedUploads = { area: CONSTANCIA_AREA, claimedBy: fiscalData.constancia };

function registerFiscalRoutes({ calls, db, clock, files }: AreaDeps) {
  calls.register(taxRegimesCall, async () => listRegimes(db));
  calls.register(municipalitiesCall, async () => listMunicipalities(db));

  calls.register(studentFiscalDataCall, async ({ params, session }) => {
    assertOwnErp(session, params.iderp);
    return activeFiscalDataOf(db, session.userId);
  });

  // Any student may keep a constancia for their own form: the role, checked before the body, is the whole rule.
  calls.register(uploadConstanciaCall, async ({ session, upload }) => ({
    nombre: await saveUpload(db, files, CONSTANCIA_AREA, session.userId, await upload(), clock.now()),
  }));

  calls.register(createFiscalDataCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const { id_alumno, ...values } = body;
    const id = await db.transaction(async (tx) => {
      if ((await activeFiscalDataOf(tx, id_alumno)).length > 0) throw conflict(FISCAL_MSG.fiscalExists);
      await assertFiscalValues(tx, id_alumno, values);
      return insertFiscalData(tx, id_alumno, values, clock.now());
    });
    return { message: FISCAL_MSG.fiscalSaved, datos: (await fiscalRecord(db, id))! };
  });

  calls.register(updateFiscalDataCall, async ({ params, body, session }) => {
    assertSelf(session, body.id_alumno);
    const record = await fiscalRecord(db, params.iddatosfiscales);
    if (!record || record.deleted === 1) throw notFound(FISCAL_MSG.fiscalNotFound);
    if (record.id_alumno !== session.userId) throw forbidden(MSG.forbidden);
    // Saved or deleted on another device since this one read it: no silent overwrite (decision 018).
    const stale = new HttpError(409, FISCAL_MSG.fiscalChangedElsewhere, 'STALE_VERSION');
    if (record.version !== body.version) throw stale;
    if (body.deleted === 1) {
      if (!(await updateFiscalData(db, record.iddatosfiscales, body.version, { deleted: 1 }, clock.now()))) throw stale;
      return { message: FISCAL_MSG.fiscalDeleted, datos: { ...record, deleted: 1 as const, version: record.version + 1 } };
    }
    const { id_alumno, deleted: _d, version, ...values } = body;
    await db.transaction(async (tx) => {
      await assertFiscalValues(tx, id_alumno, values);
      if (!(await updateFiscalData(tx, record.iddatosfiscales, version, values, clock.now()))) throw stale;
    });
    return { message: FISCAL_MSG.fiscalSaved, datos: (await fiscalRecord(db, record.iddatosfiscales))! };
  });

  calls.register(fiscalFileCall, async ({ params, session }) =>
    authorizedFile(db, files, session, CONSTANCIA_AREA, params.nombre, `constancia-fiscal-${params.nombre}`),
  );
}

export const area = defineArea({ name: 'fiscal', register: registerFiscalRoutes, claimedUploads: [constanciaUploads] });
