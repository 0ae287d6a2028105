import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const isSeedModule = (file: string) => /^seed\//.test(rel(file)) || /\.seed\.ts$/.test(file);

/** The modules a file loads when it loads: static imports and re-exports, not `import type` nor `import()`. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) specifier = statement.moduleSpecifier;
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier.text.replace(/\.js$/, '.ts'));
    found.push(existsSync(target) ? target : path.join(target.replace(/\.ts$/, ''), 'index.ts'));
  }
  return found;
}

/**
 * What a start loads without demo data: server.ts (which reaches app.ts) and
 * every area's index, which routes/areas.ts imports by folder at each start.
 */
function startEntries(): string[] {
  const areas = readdirSync(path.join(SRC, 'routes'), { withFileTypes: true }).filter((e) => e.isDirectory());
  return [path.join(SRC, 'server.ts'), ...areas.map((e) => path.join(SRC, 'routes', e.name, 'index.ts'))];
}

/** Each module reachable from the entries, with the chain of imports that reaches it. */
function reachable(entries: readonly string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(entries.map((e) => [e, [rel(e)]]));
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const next of staticImports(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, rel(next)]);
      queue.push(next);
    }
  }
  return chains;
}

describe('a start without demo data', () => {
  it('loads no seed module: seed/ and <area>.seed.ts are imported only when demo data is written', () => {
    const chains = reachable(startEntries());
    expect(chains.has(path.join(SRC, 'app.ts'))).toBe(true);
    const seedChains = [...chains].filter(([file]) => isSeedModule(file)).map(([, chain]) => chain.join(' → '));
    expect(seedChains).toEqual([]);
  });
});
