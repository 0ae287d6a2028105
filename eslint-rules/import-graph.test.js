// No import circles in the apps and the contract (docs/architecture.md, "No
// import circles"): the real graphs have none, and the check itself sees
// every kind of import and names the circle it finds.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilerOptionsOf, cycles, importGraph, importsOf } from './import-graph.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

describe('import circles', () => {
  it.each([
    ['apps/api/src', 'apps/api/tsconfig.json'],
    ['apps/web/src', 'apps/web/tsconfig.json'],
    ['packages/contract/src', 'packages/contract/tsconfig.json'],
  ])('%s has none', (dir, tsconfig) => {
    const graph = importGraph(path.join(ROOT, dir), compilerOptionsOf(path.join(ROOT, tsconfig)));
    // Resolution works: a graph without edges would pass for the wrong reason.
    expect([...graph.values()].filter((targets) => targets.size > 0).length).toBeGreaterThan(graph.size / 2);
    const named = cycles(graph).map(({ group, circle }) => {
      const others = group.filter((file) => !circle.includes(file));
      return circle.map(rel).join(' → ') + (others.length > 0 ? `, and through ${others.map(rel).join(', ')}` : '');
    });
    expect(named).toEqual([]);
  });

  it('counts static, type-only, re-exported and dynamic imports', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = () => import('./e');",
      "type F = import('./f').F;",
      'export const g = <div>{`it\'s ${1}`}</div>;',
    ].join('\n');
    expect(importsOf('x.tsx', source)).toEqual(['./a', './b', './c', './d', './e', './f']);
  });

  it("counts the patterns of Vite's import.meta.glob, negative ones left out", () => {
    const source = ["const a = import.meta.glob('./routes/*/screens.ts', { eager: true });", "const b = import.meta.glob(['./x/*.ts', '!./x/y.ts']);"].join('\n');
    expect(importsOf('x.ts', source)).toEqual(['glob:./routes/*/screens.ts', 'glob:./x/*.ts']);
  });

  it("follows a glob to the files it matches, so a circle through one is found", () => {
    const graph = importGraph(path.join(ROOT, 'apps/web/src'), compilerOptionsOf(path.join(ROOT, 'apps/web/tsconfig.json')));
    const names = [...(graph.get(path.join(ROOT, 'apps/web/src/app/screen-names.ts')) ?? [])].map(rel);
    expect(names).toContain('apps/web/src/app/routes/groups/screens.ts');
    expect(names.every((file) => /^apps\/web\/src\/app\/(routes\/[^/]+\/screens\.ts|area-screens\.ts)$/.test(file))).toBe(true);
  });

  it('names each circle, closed on its first file', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set()],
      ['e', new Set(['e'])],
      ['f', new Set(['d'])],
    ]);
    expect(cycles(graph)).toEqual([
      { group: ['a', 'b', 'c'], circle: ['a', 'b', 'c', 'a'] },
      { group: ['e'], circle: ['e', 'e'] },
    ]);
    graph.get('c').delete('a');
    graph.get('e').clear();
    expect(cycles(graph)).toEqual([]);
  });
});
