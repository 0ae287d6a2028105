import { describe, expect, it } from 'vitest';
import { FISCAL_MSG, type FiscalData, fiscalForm, SAT_TAX_REGIMES } from '@lms/contract';
import {
  EMPTY_FISCAL_FORM,
  fiscalDeleteRequest,
  fiscalFormValues,
  fiscalSaveRequest,
  personTypeOf,
  regimenFitsRfc,
  regimesForRfc,
  type FiscalFormValues,
} from './fiscal-form';

const STORED: FiscalData = {
  iddatosfiscales: 7,
  id_alumno: 41,
  rfc: 'TEGS980515AB3',
  regimen_fiscal: 605,
  regimen: 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  direccion: 'Av. Universidad 2444, Linda Vista',
  idmunicipios: 19039,
  municipio: 'Monterrey',
  cp: '64990',
  telefono: '8172108954',
  correo: 'sofia@correo.example.mx',
  razon_social: 'Sofía Treviño Garza',
  constancia: `${'f'.repeat(32)}.pdf`,
  deleted: 0,
  version: 3,
  reg_nuevo_municipio: null,
};

const FILLED: FiscalFormValues = {
  rfc: ' sat-l900101-ab1 ',
  razon_social: 'Luis Sánchez Alanís',
  regimen_fiscal: '605',
  direccion: 'Calle Juárez 100, Centro',
  idmunicipios: '19046',
  cp: '66400',
  telefono: '8111112222',
  correo: 'luis@correo.example.mx',
  constancia: `${'a'.repeat(32)}.pdf`,
};

const ids = (rfc: string) => regimesForRfc(rfc, SAT_TAX_REGIMES).map((r) => r.idregimen_fiscal);

describe('régimen options by the RFC’s length', () => {
  it('offers every régimen until the RFC says the person type', () => {
    expect(ids('')).toHaveLength(SAT_TAX_REGIMES.length);
    expect(ids('SATL9001')).toHaveLength(SAT_TAX_REGIMES.length);
    expect(personTypeOf('SATL9001')).toBeNull();
  });

  it('13 characters: persona física', () => {
    expect(personTypeOf('SATL900101AB1')).toBe('fisica');
    expect(personTypeOf('satl-900101-ab1')).toBe('fisica');
    expect(ids('SATL900101AB1')).toContain(605);
    expect(ids('SATL900101AB1')).toContain(626);
    expect(ids('SATL900101AB1')).not.toContain(601);
  });

  it('12 characters: persona moral', () => {
    expect(personTypeOf('ABC010101AB1')).toBe('moral');
    expect(ids('ABC010101AB1')).toContain(601);
    expect(ids('ABC010101AB1')).toContain(626);
    expect(ids('ABC010101AB1')).not.toContain(605);
  });

  it('tells whether a chosen régimen still fits', () => {
    expect(regimenFitsRfc('605', 'SATL900101AB1', SAT_TAX_REGIMES)).toBe(true);
    expect(regimenFitsRfc('605', 'ABC010101AB1', SAT_TAX_REGIMES)).toBe(false);
    expect(regimenFitsRfc('', 'ABC010101AB1', SAT_TAX_REGIMES)).toBe(true);
    expect(regimenFitsRfc('601', 'ABC0', SAT_TAX_REGIMES)).toBe(true);
  });
});

describe('fiscal form and its requests', () => {
  it('fills the form from a stored record, or starts empty', () => {
    expect(fiscalFormValues(null)).toEqual(EMPTY_FISCAL_FORM);
    expect(fiscalFormValues(STORED)).toEqual({
      rfc: 'TEGS980515AB3',
      razon_social: 'Sofía Treviño Garza',
      regimen_fiscal: '605',
      direccion: 'Av. Universidad 2444, Linda Vista',
      idmunicipios: '19039',
      cp: '64990',
      telefono: '8172108954',
      correo: 'sofia@correo.example.mx',
      constancia: STORED.constancia,
    });
    expect(fiscalFormValues({ ...STORED, idmunicipios: null }).idmunicipios).toBe('');
  });

  it('creates when there is no record (or its id is 0)', () => {
    const values = fiscalForm.parse(FILLED);
    const request = fiscalSaveRequest(41, null, values);
    expect(request).toEqual({
      kind: 'create',
      body: {
        id_alumno: 41,
        rfc: 'SATL900101AB1',
        razon_social: 'Luis Sánchez Alanís',
        regimen_fiscal: 605,
        direccion: 'Calle Juárez 100, Centro',
        idmunicipios: 19046,
        cp: '66400',
        telefono: '8111112222',
        correo: 'luis@correo.example.mx',
        constancia: FILLED.constancia,
      },
    });
    expect(fiscalSaveRequest(41, { iddatosfiscales: 0, version: 0 }, values).kind).toBe('create');
  });

  it('updates a stored record with deleted 0', () => {
    const request = fiscalSaveRequest(41, STORED, fiscalForm.parse(FILLED));
    expect(request).toMatchObject({ kind: 'update', id: 7, body: { id_alumno: 41, version: 3, deleted: 0, rfc: 'SATL900101AB1', regimen_fiscal: 605 } });
  });

  it('deletes with an update that sets deleted to 1, and nothing else', () => {
    expect(fiscalDeleteRequest(41, STORED)).toEqual({ kind: 'update', id: 7, body: { id_alumno: 41, version: 3, deleted: 1 } });
  });

  it('refuses empty fields with the spec’s messages', () => {
    const result = fiscalForm.safeParse(EMPTY_FISCAL_FORM);
    expect(result.success).toBe(false);
    // The first message of each field, as the form shows it (react-hook-form's firstError).
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
    expect(messages).toEqual({
      rfc: FISCAL_MSG.fieldRequired,
      razon_social: FISCAL_MSG.fieldRequired,
      regimen_fiscal: FISCAL_MSG.fieldRequired,
      direccion: FISCAL_MSG.fieldRequired,
      idmunicipios: FISCAL_MSG.fieldRequired,
      cp: FISCAL_MSG.fieldRequired,
      telefono: FISCAL_MSG.fieldRequired,
      correo: FISCAL_MSG.mailRequired,
      constancia: FISCAL_MSG.fieldRequired,
    });
    const badMail = fiscalForm.safeParse({ ...FILLED, correo: 'luis@' });
    expect(badMail.error?.issues.map((i) => i.message)).toEqual([FISCAL_MSG.mailInvalid]);
  });
});
