import { describe, expect, it } from 'vitest';
import { decodeId, encodeId } from './encoded-id.js';

describe('encoded ids', () => {
  it('round-trips base64url of the decimal id', () => {
    expect(encodeId(12)).toBe('MTI');
    expect(decodeId('MTI')).toBe(12);
    for (const id of [1, 9, 10, 99999, 123456789]) expect(decodeId(encodeId(id))).toBe(id);
  });
  it('also accepts the plain decimal id', () => {
    expect(decodeId('42')).toBe(42);
  });
  it.each(['', '0', '-1', 'abc', 'MTI!', 'bWFs', '1.5', 'MA'])('rejects %j', (value) => {
    expect(decodeId(value)).toBeNull();
  });
});
