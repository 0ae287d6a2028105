import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/index.js';
import type { SeedSchool } from './school.js';

/**
 * An area's demo data, exported as `areaSeed` by `routes/<name>/<name>.seed.ts`.
 * It is found by folder here, apart from the area's `area` (routes/areas.ts):
 * the service never loads a seed module unless demo data is written.
 */
export interface AreaSeed {
  /** The area's folder name. */
  name: string;
  /** Writes the area's demo data, once the school's people, groups and enrolments exist. */
  seed(db: Db, school: SeedSchool): Promise<void>;
  /** Areas whose demo data this seed reads: they seed first (otherwise areas seed in name order). */
  after?: readonly string[];
}

export const defineAreaSeed = (seed: AreaSeed): AreaSeed => seed;

const ROUTES_URL = new URL('../routes/', import.meta.url);
// Run from TypeScript source (tests, tsx) or from the build: the seed files have this file's extension.
const EXTENSION = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/** Every area folder of routes/ with a `<name>.seed` module, in name order; a malformed one stops the seed. */
export async function loadAreaSeeds(): Promise<AreaSeed[]> {
  const names = readdirSync(fileURLToPath(ROUTES_URL), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const seeds: AreaSeed[] = [];
  for (const name of names) {
    const file = new URL(`${name}/${name}.seed${EXTENSION}`, ROUTES_URL);
    if (!existsSync(file)) continue;
    const module = (await import(file.href)) as { areaSeed?: AreaSeed };
    if (module.areaSeed?.name !== name || typeof module.areaSeed.seed !== 'function') {
      throw new Error(`routes/${name}/${name}.seed must export \`areaSeed\` named '${name}' (seed/areas.ts)`);
    }
    seeds.push(module.areaSeed);
  }
  return seeds;
}

/** The seeds in name order, each moved after the areas it reads (`after`). */
export function seedOrder(seeds: readonly AreaSeed[]): AreaSeed[] {
  const ordered: AreaSeed[] = [];
  const visit = (seed: AreaSeed, path: readonly string[]) => {
    if (ordered.includes(seed)) return;
    if (path.includes(seed.name)) throw new Error(`seed after forms a cycle: ${[...path, seed.name].join(' → ')}`);
    for (const name of seed.after ?? []) {
      const before = seeds.find((s) => s.name === name);
      if (!before) throw new Error(`routes/${seed.name}: its seed comes after an unknown area '${name}'`);
      visit(before, [...path, seed.name]);
    }
    ordered.push(seed);
  };
  for (const seed of seeds) visit(seed, []);
  return ordered;
}
