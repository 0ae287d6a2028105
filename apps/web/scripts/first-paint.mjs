// Writes dist/first-paint.json: per screen, the HTML painted before the app's
// JavaScript runs (decision 007, "The first paint"). The screens are rendered
// by src/app/first-paint.tsx, built for the server into dist-ssr by
//   vite build --ssr src/app/first-paint.tsx --outDir dist-ssr
// and the service puts each one in its page's `#root` (apps/api/src/plugins/web.ts).
//   node scripts/first-paint.mjs dist
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
const ssr = path.join(web, 'dist-ssr');
const { renderFirstPaint } = await import(pathToFileURL(path.join(ssr, 'first-paint.js')).href);
const screens = renderFirstPaint();
fs.writeFileSync(path.join(dist, 'first-paint.json'), `${JSON.stringify(screens)}\n`);
fs.rmSync(ssr, { recursive: true, force: true });
for (const [name, html] of Object.entries(screens)) console.log(`first paint: ${name} ${(html.length / 1024).toFixed(1)} KiB of HTML`);
