import { describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

describe('copyText', () => {
  it('writes the text and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await copyText('La incidencia no existe.', { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('La incidencia no existe.');
  });

  it('answers false when the clipboard is missing or refuses', async () => {
    expect(await copyText('x', null)).toBe(false);
    expect(await copyText('x', {} as never)).toBe(false);
    expect(await copyText('x', { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) })).toBe(false);
  });
});
