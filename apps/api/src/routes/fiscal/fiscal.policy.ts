import { FISCAL_MSG, formatMessage, rfcKind } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/http-error.js';
import { ownsFile } from '../../lib/stored-files.js';
import { findRegime, municipalityExists } from './fiscal.repository.js';

export const CONSTANCIA_AREA = 'constancia-fiscal';

/**
 * The rules the form cannot check alone: the régimen exists and fits the
 * RFC's person type (13 física, 12 moral), the municipio exists, and the
 * constancia is a PDF this student uploaded.
 */
export async function assertFiscalValues(
  db: Db,
  studentId: number,
  values: { rfc: string; regimen_fiscal: number; idmunicipios: number; constancia: string },
) {
  const regime = await findRegime(db, values.regimen_fiscal);
  if (!regime) throw badRequest(FISCAL_MSG.regimenUnknown);
  const kind = rfcKind(values.rfc);
  if (kind === null) throw badRequest(FISCAL_MSG.rfcInvalid);
  if ((kind === 'fisica' && regime.fisica !== 1) || (kind === 'moral' && regime.moral !== 1)) {
    throw badRequest(formatMessage(FISCAL_MSG.regimenMismatch, { tipo: kind === 'fisica' ? 'física' : 'moral', length: values.rfc.length }));
  }
  if (!(await municipalityExists(db, values.idmunicipios))) throw badRequest(FISCAL_MSG.municipioUnknown);
  if (!(await ownsFile(db, CONSTANCIA_AREA, values.constancia, studentId))) throw badRequest(FISCAL_MSG.constanciaUnknown);
}
