import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG, MSG } from '@lms/contract';
import { resetPasswordForm } from './reset-password-form';

function messages(password: string, confirmacion: string): Record<string, string> {
  const result = resetPasswordForm.safeParse({ password, confirmacion });
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('RestablecerPassword form', () => {
  it('requires both fields', () => {
    expect(messages('', '')).toEqual({ password: MSG.required, confirmacion: MSG.required });
    expect(messages('   ', 'abcdefg')).toMatchObject({ password: MSG.required });
  });

  it('asks for 7 characters with the spec message', () => {
    expect(messages('abcdef', 'abcdef')).toEqual({ password: ACCOUNT_MSG.passwordTooShort });
    expect(messages('  abcdef  ', 'abcdef')).toEqual({ password: ACCOUNT_MSG.passwordTooShort });
  });

  it('asks both to match, once trimmed', () => {
    expect(messages('nueva2026', 'nueva2027')).toEqual({ confirmacion: ACCOUNT_MSG.passwordsDiffer });
    expect(messages(' nueva2026', 'nueva2026 ')).toEqual({});
    expect(resetPasswordForm.parse({ password: ' nueva2026 ', confirmacion: 'nueva2026' }).password).toBe('nueva2026');
  });
});
