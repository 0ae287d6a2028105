import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG, MSG, registrationPersonalForm } from '@lms/contract';
import { buildRegistration, EMPTY_ADDRESS, EMPTY_PERSONAL, EMPTY_SURVEY, personalFromName, type RegistrationDraft } from './registration';

const filled: RegistrationDraft = {
  personal: {
    nombre: '  Iker ',
    apellido_paterno: 'Garza',
    apellido_materno: '',
    edad: '19',
    sexo: '0',
    email: ' iker.garza@correo.example.mx ',
    telefono: '8181112233',
    celular: '8184445566',
    contacto_emergencia: 'Rosa Salinas 8187778899',
    facebook: '   ',
  },
  address: { calle: 'Av. Morelos', numero: '120-B', cp: '', colonia: 'Centro', municipio: 'Monterrey', estado: '19' },
  survey: { medio_contacto: '2', ocupacion: '1', estado_civil: '1', hijos: '1', motivo_estudio: '3', transporte: '2' },
};

function messageOf(field: string, value: unknown): string | undefined {
  const result = registrationPersonalForm.safeParse({ ...filled.personal, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('registration steps (spec 2 §5)', () => {
  it('merges the three forms, trimmed and coded, with the student id', () => {
    const check = buildRegistration(77, filled);
    expect(check).toEqual({
      ok: true,
      body: {
        id_usuario: 77,
        nombre: 'Iker',
        apellido_paterno: 'Garza',
        apellido_materno: null,
        edad: 19,
        sexo: 0,
        email: 'iker.garza@correo.example.mx',
        telefono: '8181112233',
        celular: '8184445566',
        contacto_emergencia: 'Rosa Salinas 8187778899',
        facebook: null,
        calle: 'Av. Morelos',
        numero: '120-B',
        cp: undefined,
        colonia: 'Centro',
        municipio: 'Monterrey',
        estado: 19,
        medio_contacto: 2,
        ocupacion: 1,
        estado_civil: 1,
        hijos: 1,
        motivo_estudio: 3,
        transporte: 2,
      },
    });
  });

  it('names the first step that does not validate', () => {
    expect(buildRegistration(1, { personal: EMPTY_PERSONAL, address: EMPTY_ADDRESS, survey: EMPTY_SURVEY })).toEqual({ ok: false, step: 0 });
    expect(buildRegistration(1, { ...filled, address: EMPTY_ADDRESS, survey: EMPTY_SURVEY })).toEqual({ ok: false, step: 1 });
    expect(buildRegistration(1, { ...filled, survey: { ...filled.survey, transporte: '' } })).toEqual({ ok: false, step: 2 });
    expect(buildRegistration(1, { ...filled, address: { ...filled.address, estado: '33' } })).toEqual({ ok: false, step: 1 });
  });

  it('shows the spec messages on step 1', () => {
    expect(messageOf('nombre', '   ')).toBe(MSG.required);
    expect(messageOf('nombre', 'JUan')).toBe(ACCOUNT_MSG.nameCriteria);
    expect(messageOf('apellido_materno', 'DE la Garza')).toBe(ACCOUNT_MSG.nameCriteria);
    expect(messageOf('email', 'iker@')).toBe(ACCOUNT_MSG.emailMustBeValid);
    expect(messageOf('email', '')).toBe(MSG.required);
    expect(messageOf('sexo', '')).toBe(MSG.required);
    expect(messageOf('apellido_materno', '')).toBeUndefined();
    expect(messageOf('facebook', '')).toBeUndefined();
  });

  it('keeps an optional CP as a number', () => {
    const check = buildRegistration(5, { ...filled, address: { ...filled.address, cp: ' 64000 ' } });
    expect(check.ok && check.body.cp).toBe(64000);
  });
});

describe('step 1 starts from the registered name', () => {
  it('takes the last two words as surnames and writes all-capital records in title case', () => {
    expect(personalFromName('Iker Garza Salinas')).toMatchObject({ nombre: 'Iker', apellido_paterno: 'Garza', apellido_materno: 'Salinas', edad: '' });
    expect(personalFromName('  MARÍA JOSÉ   TREVIÑO GARZA ')).toMatchObject({ nombre: 'María José', apellido_paterno: 'Treviño', apellido_materno: 'Garza' });
    expect(personalFromName('Ana López')).toMatchObject({ nombre: 'Ana', apellido_paterno: 'López', apellido_materno: '' });
    expect(personalFromName('')).toMatchObject({ nombre: '', apellido_paterno: '' });
  });
});
