import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AreaFixtures } from './world.js';

export * from './world.js';

const ROUTES = new URL('../../routes/', import.meta.url);

/**
 * Every area's fixtures, by area name: `routes/<area>/<area>.fixtures.ts`,
 * found the way the service finds the areas (routes/areas.ts), so a new call
 * adds its fixture beside its handler and edits no list here.
 */
export async function loadAreaFixtures(): Promise<Record<string, AreaFixtures>> {
  const entries = readdirSync(fileURLToPath(ROUTES), { withFileTypes: true }).filter((e) => e.isDirectory());
  const found: Record<string, AreaFixtures> = {};
  for (const { name } of entries) {
    const file = new URL(`${name}/${name}.fixtures.ts`, ROUTES);
    if (!readdirSync(fileURLToPath(new URL(`${name}/`, ROUTES))).includes(`${name}.fixtures.ts`)) continue;
    found[name] = ((await import(file.href)) as { fixtures: AreaFixtures }).fixtures;
  }
  return found;
}

export const AREA_FIXTURES = await loadAreaFixtures();

/** Every call's fixture, by call name. */
export const FIXTURES: AreaFixtures = Object.assign({}, ...Object.values(AREA_FIXTURES));
