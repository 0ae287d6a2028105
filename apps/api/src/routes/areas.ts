import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Area } from './types.js';

const ROUTES_DIR = fileURLToPath(new URL('.', import.meta.url));
// Run from TypeScript source (tests, tsx) or from the build: the area files have this file's extension.
const EXTENSION = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
let loading: Promise<readonly Area[]> | undefined;

/**
 * Every folder of routes/ is an area whose index exports `area`; they are
 * found here, in name order, so no central list is edited when one is added.
 * A folder without a well-formed `area` stops the start.
 */
export function loadAreas(): Promise<readonly Area[]> {
  loading ??= Promise.all(
    readdirSync(ROUTES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map(async (name) => {
        const file = new URL(`./${name}/index${EXTENSION}`, import.meta.url).href;
        const module = (await import(file)) as { area?: Area };
        if (module.area?.name !== name || typeof module.area.register !== 'function') {
          throw new Error(`routes/${name}/index must export \`area\` named '${name}' (routes/types.ts)`);
        }
        return module.area;
      }),
  );
  return loading;
}
