import {
  normalizeRfc,
  type CallBody,
  type createFiscalDataCall,
  type FiscalData,
  type fiscalForm,
  type RfcKind,
  type updateFiscalDataCall,
} from '@lms/contract';
import type { z } from 'zod';

/** What the fields hold: text, and the selects' values as text ('' when none is chosen). */
export interface FiscalFormValues {
  rfc: string;
  razon_social: string;
  regimen_fiscal: string;
  direccion: string;
  idmunicipios: string;
  cp: string;
  telefono: string;
  correo: string;
  /** The stored name of the uploaded constancia PDF. */
  constancia: string;
}

/** What the contract's fiscalForm makes of them (RFC normalised, ids as numbers). */
export type FiscalFormOutput = z.output<typeof fiscalForm>;

export const EMPTY_FISCAL_FORM: FiscalFormValues = {
  rfc: '',
  razon_social: '',
  regimen_fiscal: '',
  direccion: '',
  idmunicipios: '',
  cp: '',
  telefono: '',
  correo: '',
  constancia: '',
};

/** The form's values for a stored record, or the empty form. */
export function fiscalFormValues(record: FiscalData | null): FiscalFormValues {
  if (!record) return EMPTY_FISCAL_FORM;
  return {
    rfc: record.rfc,
    razon_social: record.razon_social,
    regimen_fiscal: record.regimen_fiscal ? String(record.regimen_fiscal) : '',
    direccion: record.direccion,
    idmunicipios: record.idmunicipios ? String(record.idmunicipios) : '',
    cp: record.cp,
    telefono: record.telefono,
    correo: record.correo,
    constancia: record.constancia,
  };
}

/** The person type an RFC's length says: 13 física, 12 moral; null while it is neither. */
export function personTypeOf(rfc: string): RfcKind | null {
  const length = normalizeRfc(rfc).length;
  return length === 13 ? 'fisica' : length === 12 ? 'moral' : null;
}

/** The regimes that fit the typed RFC (every one until its length says the person type). */
export function regimesForRfc<T extends { fisica: boolean; moral: boolean }>(rfc: string, regimes: readonly T[]): T[] {
  const type = personTypeOf(rfc);
  return type === null ? [...regimes] : regimes.filter((r) => r[type]);
}

/** Whether a chosen régimen (select text) still fits the RFC; nothing chosen fits. */
export function regimenFitsRfc<T extends { idregimen_fiscal: number; fisica: boolean; moral: boolean }>(
  regimen: string,
  rfc: string,
  regimes: readonly T[],
): boolean {
  if (regimen === '') return true;
  return regimesForRfc(rfc, regimes).some((r) => String(r.idregimen_fiscal) === regimen);
}

export type FiscalSaveRequest =
  | { kind: 'create'; body: CallBody<typeof createFiscalDataCall> }
  | { kind: 'update'; id: number; body: CallBody<typeof updateFiscalDataCall> };

/**
 * Spec 1 §4: an update when the record's iddatosfiscales is non-zero, otherwise
 * a create. An update carries the version the form was read with (decision 018).
 */
export function fiscalSaveRequest(
  studentId: number,
  record: Pick<FiscalData, 'iddatosfiscales' | 'version'> | null,
  values: FiscalFormOutput,
): FiscalSaveRequest {
  return record && record.iddatosfiscales !== 0
    ? { kind: 'update', id: record.iddatosfiscales, body: { id_alumno: studentId, version: record.version, deleted: 0, ...values } }
    : { kind: 'create', body: { id_alumno: studentId, ...values } };
}

/** Spec 1 §4: a delete is an update that sets deleted to 1 (of the version shown). */
export function fiscalDeleteRequest(studentId: number, record: Pick<FiscalData, 'iddatosfiscales' | 'version'>): FiscalSaveRequest {
  return { kind: 'update', id: record.iddatosfiscales, body: { id_alumno: studentId, version: record.version, deleted: 1 } };
}
