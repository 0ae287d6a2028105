import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './hash-password';

describe('password hash (login and password change)', () => {
  it('is the SHA-256 hex of the trimmed password', () => {
    const expected = createHash('sha256').update('escuela2026').digest('hex');
    expect(hashPassword('escuela2026')).toBe(expected);
    expect(hashPassword('  escuela2026 \n')).toBe(expected);
  });

  it('matches the published test vector and handles non-ASCII text', () => {
    expect(hashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashPassword('contraseña')).toBe(createHash('sha256').update('contraseña', 'utf8').digest('hex'));
  });
});
