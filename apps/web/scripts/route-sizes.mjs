// Prints, for every screen of src/app/screens.ts, the JavaScript a first visit
// loads: the entry and the route module with all their static imports, read
// from Vite's build manifest (parts loaded on demand, such as the dialogs of
// app/on-demand.tsx, are not counted). A phone on a slow network pays for each
// of those bytes before the first screen shows, so the build fails when the
// login or the student home grows past its budget (decision 007).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readBuild } from './first-visit.mjs';

// KiB gzip. The goal is 170 for both, reached by the Preact build, Login's
// light form and its on-demand menu and notice, and the student home without
// dayjs (docs/benchmarks.md, "2026-11-25, first screen under budget"). The
// budgets hold the figures reached, so a first screen cannot grow unnoticed;
// lower them as the first screens shrink, never raise them without a reason.
// Login 162 -> 163 (issue 9): the entry's route table gained nine study
// screens (their lazy imports and preload lists, +0.3 KiB); the study screens'
// texts were moved out of the first screens (study-messages.ts) to keep it there.
// Login 163 -> 164, GruposAlumnos 150 -> 152 (issue 10): the student home now
// shares its header, refresh button and card styles with the teacher's groups
// (+0.2 KiB), API errors keep a raw body for the incident screens' copy button
// (+0.1), downloads take a query (+0.05), and the app warms the later screens'
// table when idle (+0.1). The staff's and Perfil's own screens left the route
// table (later-screens.ts, -0.6); the teacher area's texts live in
// teacher-messages.ts and its schemas avoid zod features the first screens do
// not use (one zod module carries every feature any screen uses into the
// vendor file).
// Login 164 -> 164.7, GruposAlumnos 152 -> 152.2 (issue 18): the offline
// notice is a band of the shell that can be closed and dates what the screen
// shows (+0.3 KiB; in the shell like the dialog it replaces, so it shows on a
// first visit that goes offline before the service worker kept anything),
// offline writes say they need the network, queries start offline when the
// page does, and a signed-in reload waits for the answers kept on the phone
// (+0.2). The kept cache's own code loads apart (decision 032).
const BUDGETS_KIB = { Login: 164.7, GruposAlumnos: 152.2 };

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const { entry, routes, closure, filesOf } = readBuild(dist);

const kib = (bytes) => bytes / 1024;
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

let failed = false;
console.log('JavaScript of a first visit, per screen (KiB):');
console.log(`${'screen'.padEnd(22)} ${'files'.padStart(5)} ${'raw'.padStart(7)} ${'gzip'.padStart(7)}`);
for (const [name, modules] of routes) {
  const files = filesOf(closure([entry, ...modules])).js;
  const raw = kib(files.reduce((sum, file) => sum + sizeOf(file).raw, 0));
  const gzip = kib(files.reduce((sum, file) => sum + sizeOf(file).gzip, 0));
  const budget = BUDGETS_KIB[name];
  const over = budget !== undefined && gzip > budget;
  failed ||= over;
  const note = budget === undefined ? '' : `  budget ${budget}${over ? ': OVER' : ''}`;
  console.log(`${name.padEnd(22)} ${String(files.length).padStart(5)} ${raw.toFixed(0).padStart(7)} ${gzip.toFixed(1).padStart(7)}${note}`);
}
if (failed) {
  console.error('A first screen is over its JavaScript budget: import heavy libraries from the route that needs them (decision 007).');
  process.exit(1);
}
