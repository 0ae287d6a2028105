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
  it('are the same in the contract and the API, each with its own database schema', async () => {
    expect((await loadAreas()).map((a) => a.name)).toEqual(Object.keys(CALL_AREAS).sort());
    for (const name of Object.keys(CALL_AREAS)) expect(existsSync(repo(`apps/api/src/db/schema/${name}.ts`)), name).toBe(true);
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
