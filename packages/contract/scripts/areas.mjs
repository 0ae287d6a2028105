#!/usr/bin/env node
// Writes src/areas.generated.ts from the folders of src/: each folder is an
// area whose index.ts re-exports what the area offers and default-exports its
// definition (calls, messages, file kinds). TypeScript cannot import a folder's
// children by pattern and keep static types, so the list of folders is
// written out here, before anything reads the contract (decision 035).
// `node scripts/areas.mjs [srcDir]` writes it; `--check` fails when it is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const GENERATED = 'areas.generated.ts';

/** The areas of a contract source folder: its sub-folders, by name. */
export function areaNames(srcDir) {
  return readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const identifier = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/** The text of areas.generated.ts for a contract source folder. */
export function areasModule(srcDir) {
  const names = areaNames(srcDir);
  for (const name of names) {
    if (!/^[a-z][a-z-]*$/.test(name)) throw new Error(`area folder ${name}: lower case letters and hyphens only`);
    if (!existsSync(join(srcDir, name, 'index.ts'))) throw new Error(`area folder ${name} has no index.ts`);
  }
  return [
    '// Written by packages/contract/scripts/areas.mjs from the folders of src/; do not edit.',
    ...names.map((name) => `export * from './${name}/index.js';`),
    '',
    ...names.map((name) => `import ${identifier(name)} from './${name}/index.js';`),
    '',
    '/** Every area of the contract, by its folder\'s name. */',
    'export const AREAS = {',
    ...names.map((name) => `  ${name === identifier(name) ? name : `'${name}'`}: ${identifier(name)},`),
    '} as const;',
    '',
  ].join('\n');
}

/** Writes the module when it differs; answers whether it was stale. */
export function writeAreasModule(srcDir, { check = false } = {}) {
  const file = join(srcDir, GENERATED);
  const text = areasModule(srcDir);
  const stale = !existsSync(file) || readFileSync(file, 'utf8') !== text;
  if (stale && !check) writeFileSync(file, text);
  return stale;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const srcDir = args.find((arg) => !arg.startsWith('--')) ?? fileURLToPath(new URL('../src', import.meta.url));
  if (writeAreasModule(srcDir, { check }) && check) {
    console.error(`${join(srcDir, GENERATED)} is stale: run npm run areas`);
    process.exit(1);
  }
}
