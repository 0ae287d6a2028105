// Writes dist/route-preloads.json: for every screen, the JavaScript and CSS
// its first visit needs beyond what index.html already loads. The service
// adds them to index.html as preload links for that screen's URL, so a phone
// fetches the screen's module with the entry instead of one round trip later
// (decision 007, "The first paint").
//   node scripts/route-preloads.mjs dist
import fs from 'node:fs';
import path from 'node:path';
import { readBuild } from './first-visit.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const { entry, routes, closure, filesOf } = readBuild(dist);
const shell = closure([entry]);
const shellFiles = filesOf(shell);

const preloads = {};
for (const [name, modules] of routes) {
  const own = filesOf([...closure(modules)].filter((key) => !shell.has(key)));
  preloads[name] = { js: own.js, css: own.css.filter((file) => !shellFiles.css.includes(file)) };
}
fs.writeFileSync(path.join(dist, 'route-preloads.json'), `${JSON.stringify(preloads, null, 1)}\n`);
