import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('avatar initials', () => {
  it.each([
    ['Ana María López Treviño', 'AT'],
    ['  ángel ', 'Á'],
    ['Luis Pérez', 'LP'],
    ['', '?'],
    [null, '?'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
