import { describe, expect, it } from 'vitest';
import { encodeId } from '@lms/contract';
import { idIn, screenPath, screenSearch } from './routing';

describe("ids in a screen's address (decision 038)", () => {
  it('writes ids encoded, as the spec links carry them, and other values as they are, escaped', () => {
    expect(screenPath('DetalleGrupo', { id: 31 })).toBe(`/detallegrupo?id=${encodeId(31)}`);
    expect(screenPath('Examen', { grupo: 3 }, { extraordinario: 1 })).toBe('/examen?grupo=Mw&extraordinario=1');
    expect(screenSearch({}, { buscar: 'a+b/c=' })).toBe('?buscar=a%2Bb%2Fc%3D');
  });

  it('reads an id back in its encoded or decimal form, and nothing else', () => {
    expect(idIn(new URLSearchParams(screenSearch({ id: 2_147_483_647 })))).toBe(2_147_483_647);
    expect(idIn(new URLSearchParams('grupo=31'), 'grupo')).toBe(31);
    expect(idIn(new URLSearchParams('id=no-es-un-id'))).toBeNull();
    expect(idIn(new URLSearchParams(''))).toBeNull();
    expect(idIn(new URLSearchParams('id=MA'))).toBeNull();
  });
});
