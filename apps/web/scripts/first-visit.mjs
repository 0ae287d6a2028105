// What a first visit of each screen loads, read from Vite's build manifest:
// the entry and the route module with everything they import statically.
// Shared by route-sizes.mjs (the per-screen budget) and route-preloads.mjs
// (the per-screen preload links the service adds to index.html).
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');

const ROUTE_IMPORT = /(\w+): \(\) => import\('\.\/(routes\/[\w-]+)'\)/g;

/**
 * The build in `dist`: its entry key, its screens (route name and the manifest
 * keys a first visit loads besides the entry: the route module, and for a
 * later screen the later-screens chunk before it) and the closure helpers.
 */
export function readBuild(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const read = (file) => fs.readFileSync(path.join(web, 'src/app', file), 'utf8');
  const laterKey = 'src/app/later-screens.ts';
  const routes = [
    ...[...read('screens.ts').matchAll(ROUTE_IMPORT)].map(([, name, module]) => [name, [`src/app/${module}.tsx`]]),
    ...[...read('later-screens.ts').matchAll(ROUTE_IMPORT)].map(([, name, module]) => [name, [laterKey, `src/app/${module}.tsx`]]),
  ];
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (routes.length === 0 || !entry) throw new Error('no entry or no screens found: check the manifest and screens.ts');

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
