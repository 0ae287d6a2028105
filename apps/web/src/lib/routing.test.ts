import fs from 'node:fs';
import path from 'node:path';
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

describe('one place for the wire form of ids', () => {
  it('no screen or call of the web encodes or decodes an id itself', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const callers = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.ts$/.test(file) && file !== path.join('lib', 'routing.ts'))
      .filter((file) => /\b(encodeId|decodeId)\b/.test(fs.readFileSync(path.join(src, file), 'utf8')));
    expect(callers).toEqual([]);
  });
});
