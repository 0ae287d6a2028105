import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openSharedWorld, type AreaFixtures } from './world.js';
import type { TestApp } from '../test-app.js';

export * from './world.js';

const ROUTES = new URL('../../routes/', import.meta.url);

/** The names of the area folders of routes/ holding `<area>.<kind>.ts`, in name order. */
function areasWith(kind: string): string[] {
  return readdirSync(fileURLToPath(ROUTES), { withFileTypes: true })
    .filter((e) => e.isDirectory() && readdirSync(fileURLToPath(new URL(`${e.name}/`, ROUTES))).includes(`${e.name}.${kind}.ts`))
    .map((e) => e.name)
    .sort();
}

/**
 * Every area's fixtures, by area name: `routes/<area>/<area>.fixtures.ts`,
 * found the way the service finds the areas (routes/areas.ts), so a new call
 * adds its fixture beside its handler and edits no list here.
 */
export async function loadAreaFixtures(): Promise<Record<string, AreaFixtures>> {
  const found: Record<string, AreaFixtures> = {};
  for (const name of areasWith('fixtures')) {
    found[name] = ((await import(new URL(`${name}/${name}.fixtures.ts`, ROUTES).href)) as { fixtures: AreaFixtures }).fixtures;
  }
  return found;
}

export const AREA_FIXTURES = await loadAreaFixtures();

/** Every call's fixture, by call name. */
export const FIXTURES: AreaFixtures = Object.assign({}, ...Object.values(AREA_FIXTURES));

/**
 * Opens the world: the shared actors and ids (world.ts), then each area's own
 * ids, made by `openArea` of `routes/<area>/<area>.harness.ts` in name order,
 * so an area's fixtures' ids live in its folder and the shared world is not edited.
 */
export async function openWorld(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await openSharedWorld(env);
  for (const name of areasWith('harness')) {
    const module = (await import(new URL(`${name}/${name}.harness.ts`, ROUTES).href)) as { openArea?: () => Promise<void> };
    if (typeof module.openArea !== 'function') throw new Error(`routes/${name}/${name}.harness.ts must export openArea (test/harness/fixtures.ts)`);
    await module.openArea();
  }
  return t;
}
