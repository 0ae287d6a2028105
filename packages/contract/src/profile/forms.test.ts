import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { addressForm, passwordForm, personalForm } from './forms.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const personal = { nombre: 'Ana', apellido_paterno: 'López', apellido_materno: '', edad: '21', telefono: '81', celular: '82' };
const address = { calle: 'Hidalgo 1', cp: '64000', colonia: '', municipio: 'Monterrey' };

describe('profile forms (spec 1 §5)', () => {
  it('accepts a full personal form, coercing edad and emptying the optional surname', () => {
    expect(personalForm.parse(personal)).toMatchObject({ edad: 21, apellido_materno: null });
  });

  it.each(['nombre', 'apellido_paterno', 'edad', 'telefono', 'celular'])('requires %s with "Requerido."', (field) => {
    expect(firstMessage(personalForm.safeParse({ ...personal, [field]: '' }))).toBe(MSG.required);
  });

  it('coerces cp to a number and keeps colonia optional', () => {
    expect(addressForm.parse(address)).toEqual({ calle: 'Hidalgo 1', cp: 64000, colonia: null, municipio: 'Monterrey' });
  });

  it.each(['calle', 'cp', 'municipio'])('requires %s with "Requerido."', (field) => {
    expect(firstMessage(addressForm.safeParse({ ...address, [field]: ' ' }))).toBe(MSG.required);
  });

  it('checks passwords at 7 characters with the spec message that says 8', () => {
    expect(firstMessage(passwordForm.safeParse({ password: '', newpassword: 'abcdefg' }))).toBe('Requerido');
    expect(firstMessage(passwordForm.safeParse({ password: 'abcdef', newpassword: 'abcdefg' }))).toBe('Debes ingresar más de 8 caractéres');
    expect(passwordForm.safeParse({ password: 'abcdefg', newpassword: 'abcdefg' }).success).toBe(true);
  });
});
