// What a first visit of each screen loads, read from Vite's build manifest:
// the entry and the route module with everything they import statically.
// Shared by route-sizes.mjs (the per-screen budget) and route-preloads.mjs
// (the per-screen preload links the service adds to index.html).
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');

const ROUTE_IMPORT = /(\w+): \(\) => import\('\.\/([\w-]+)'\)/g;
const AREAS = path.join(web, 'src/app/routes');

/**
 * The build in `dist`: its entry key, its screens (route name and the manifest
 * keys a first visit loads besides the entry: the route module, and for a
 * later screen the later-screens chunk before it) and the closure helpers.
 */
export function readBuild(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const laterKey = 'src/app/later-screens.ts';
  // Each area's first-screens.ts and later-screens.ts (src/app/area-screens.ts), as app/screens.ts finds them.
  const screensOf = (kind, before) =>
    fs
      .readdirSync(AREAS)
      .filter((area) => fs.existsSync(path.join(AREAS, area, `${kind}-screens.ts`)))
      .sort()
      .flatMap((area) =>
        [...fs.readFileSync(path.join(AREAS, area, `${kind}-screens.ts`), 'utf8').matchAll(ROUTE_IMPORT)].map(([, name, module]) => [
          name,
          [...before, `src/app/routes/${area}/${module}.tsx`],
        ]),
      );
  const routes = [...screensOf('first', []), ...screensOf('later', [laterKey])];
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (routes.length === 0 || !entry) throw new Error('no entry or no screens found: check the manifest and src/app/routes/<area>/*-screens.ts');

  /** The manifest keys of the given keys and of everything they import statically. */
  function closure(keys, found = new Set()) {
    for (const key of keys) {
      if (!manifest[key] || found.has(key)) continue;
      found.add(key);
      closure(manifest[key].imports ?? [], found);
    }
    return found;
  }
  /** The JavaScript and CSS files of those keys. */
  function filesOf(keys) {
    const js = [...keys].map((key) => manifest[key].file);
    const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
    return { js, css };
  }
  return { manifest, entry, routes, closure, filesOf };
}
