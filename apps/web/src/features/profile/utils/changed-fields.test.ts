import { describe, expect, it } from 'vitest';
import type { PersonalData } from '@lms/contract';
import { changedFields } from './changed-fields';

const read: PersonalData = {
  nombre: 'Sofía',
  apellido_paterno: 'Treviño',
  apellido_materno: null,
  edad: 20,
  sexo: 1,
  telefono: '8180000000',
  celular: '8180000001',
  calle: 'Hidalgo 1',
  cp: 64000,
  colonia: null,
  municipio: 'Monterrey',
  email: null,
  version: 3,
};

describe('what a perfil save sends', () => {
  it('only the fields this form changed: an address save never carries the phone', () => {
    expect(changedFields(read, { calle: 'Morelos 5', cp: 64000, colonia: null, municipio: 'Monterrey' })).toEqual({ calle: 'Morelos 5' });
  });

  it('nothing when nothing changed, and a cleared optional field as null', () => {
    expect(changedFields(read, { nombre: 'Sofía', apellido_paterno: 'Treviño', apellido_materno: null })).toEqual({});
    expect(changedFields({ ...read, colonia: 'Centro' }, { colonia: null })).toEqual({ colonia: null });
  });
});
