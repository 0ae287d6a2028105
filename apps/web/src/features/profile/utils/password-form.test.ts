import { describe, expect, it } from 'vitest';
import { passwordForm, PROFILE_MSG } from '@lms/contract';

/** The first message of a field, as the form shows it (react-hook-form's firstError). */
function firstMessage(password: string, field: 'password' | 'newpassword' = 'password'): string | null {
  const values = { password: 'valida1', newpassword: 'valida2', [field]: password };
  const result = passwordForm.safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe('Contraseña form messages (spec 1 §5)', () => {
  it("asks for both fields with 'Requerido'", () => {
    expect(firstMessage('')).toBe('Requerido');
    expect(firstMessage('', 'newpassword')).toBe('Requerido');
    expect(firstMessage('   ')).toBe(PROFILE_MSG.requiredNoDot);
  });

  it('says 8 while it checks 7, as the spec reproduces it', () => {
    expect(firstMessage('abc')).toBe('Debes ingresar más de 8 caractéres');
    expect(firstMessage('abcdef', 'newpassword')).toBe('Debes ingresar más de 8 caractéres');
    expect(firstMessage('  abcdef  ')).toBe('Debes ingresar más de 8 caractéres');
  });

  it('accepts seven characters', () => {
    expect(firstMessage('abcdefg')).toBeNull();
    expect(firstMessage('abcdefg', 'newpassword')).toBeNull();
    expect(passwordForm.safeParse({ password: 'abcdefg', newpassword: 'abcdefgh' }).success).toBe(true);
  });
});
