import { describe, expect, it } from 'vitest';
import type { Area } from '../routes/types.js';
import { seedOrder } from './index.js';

const area = (name: string, seedAfter?: string[]): Area => ({ name, register: () => undefined, ...(seedAfter ? { seedAfter } : {}) });

describe('seedOrder', () => {
  it('keeps name order and moves an area after the areas its seed reads', () => {
    const areas = [area('exercises', ['lessons']), area('grades'), area('lessons')];
    expect(seedOrder(areas).map((a) => a.name)).toEqual(['lessons', 'exercises', 'grades']);
  });

  it('stops on an unknown area or a cycle', () => {
    expect(() => seedOrder([area('a', ['nope'])])).toThrow(/unknown area 'nope'/);
    expect(() => seedOrder([area('a', ['b']), area('b', ['a'])])).toThrow(/cycle/);
  });
});
