import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, CALL_AREAS, type CallDefinition } from '@lms/contract';
import { loadConfig } from '../config.js';
import type { CallRegistry } from '../plugins/calls.js';
import { AREA_FIXTURES } from '../test/harness/fixtures.js';
import { FUZZED_CALLS } from '../test/harness/run.js';
import { loadAreas } from './areas.js';
import type { AreaDeps } from './types.js';

const repo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
const names = (calls: readonly CallDefinition[]) => calls.map((c) => c.name).sort();

/** The calls an area registers at one school root, without a server. */
async function registeredBy(areaName: string): Promise<string[]> {
  const area = (await loadAreas()).find((a) => a.name === areaName)!;
  const seen: CallDefinition[] = [];
  const calls: CallRegistry = { register: (call) => void seen.push(call) };
  area.register({ calls, config: loadConfig({}), escuela: 1 } as AreaDeps);
  return names(seen);
}

/**
 * One name per area across the layers, and one place per call: a call of the
 * contract is registered by its area, has its fixture beside it and is fuzzed,
 * with no central list to edit (decision 020).
 */
describe('areas', () => {
  it('are the same in the contract and the API', async () => {
    expect((await loadAreas()).map((a) => a.name)).toEqual(Object.keys(CALL_AREAS).sort());
  });

  it('keep their tables in a schema named after the area, which drizzle-kit finds by folder', async () => {
    const routes = repo('apps/api/src/routes');
    for (const area of readdirSync(routes, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      const schemas = readdirSync(`${routes}/${area.name}`).filter((f) => f.endsWith('.schema.ts'));
      expect(schemas.every((f) => f === `${area.name}.schema.ts`), area.name).toBe(true);
    }
    // Decision 036: no list of tables to edit, so adding an area's table touches only its folder and its migration.
    const { default: config } = (await import('../../drizzle.config.js')) as { default: { schema: string[] } };
    expect(config.schema).toEqual(['./src/db/schema/*.ts', './src/routes/*/*.schema.ts']);
    expect(existsSync(repo('apps/api/src/db/schema/index.ts'))).toBe(false);
  });

  it('of the web app are areas of the contract', () => {
    const features = readdirSync(repo('apps/web/src/features'), { withFileTypes: true }).filter((e) => e.isDirectory());
    for (const { name } of features) expect(Object.keys(CALL_AREAS), name).toContain(name);
  });

  it.each(Object.entries(CALL_AREAS))('%s registers exactly its calls, has a fixture for each, and each is fuzzed', async (name, calls) => {
    expect(await registeredBy(name)).toEqual(names(calls));
    expect(Object.keys(AREA_FIXTURES[name] ?? {}).sort()).toEqual(names(calls));
    expect(names(FUZZED_CALLS)).toEqual(expect.arrayContaining(names(calls)));
  });

  it('never declare one call name twice', () => {
    expect(new Set(ALL_CALLS.map((c) => c.name)).size).toBe(ALL_CALLS.length);
  });
});
