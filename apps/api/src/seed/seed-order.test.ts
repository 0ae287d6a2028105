import { describe, expect, it } from 'vitest';
import { loadAreaSeeds, seedOrder, type AreaSeed } from './areas.js';

const seed = (name: string, after?: string[]): AreaSeed => ({ name, seed: async () => undefined, ...(after ? { after } : {}) });

describe('seedOrder', () => {
  it('keeps name order and moves an area after the areas its seed reads', () => {
    const seeds = [seed('exercises', ['lessons']), seed('grades'), seed('lessons')];
    expect(seedOrder(seeds).map((s) => s.name)).toEqual(['lessons', 'exercises', 'grades']);
  });

  it('stops on an unknown area or a cycle', () => {
    expect(() => seedOrder([seed('a', ['nope'])])).toThrow(/unknown area 'nope'/);
    expect(() => seedOrder([seed('a', ['b']), seed('b', ['a'])])).toThrow(/cycle/);
  });
});

describe('loadAreaSeeds', () => {
  it('finds each area seed by its folder, lessons before the areas that read its demo data', async () => {
    const names = seedOrder(await loadAreaSeeds()).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['account', 'comments', 'exercises', 'incidents', 'lessons', 'rules']));
    expect(names.indexOf('lessons')).toBeLessThan(names.indexOf('exercises'));
    expect(names.indexOf('rules')).toBeLessThan(names.indexOf('incidents'));
  });
});
