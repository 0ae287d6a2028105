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

// KiB gzip. Each budget is the screen's measured first visit plus about 3 KiB
// of headroom, so a first screen cannot grow unnoticed; lower them as the
// first screens shrink, never raise them without a reason in the commit.
// Login 164 -> 224, GruposAlumnos 152 -> 212 (decision 007, "React in the
// build"): the build runs on React 19 instead of preact/compat, and React DOM
// adds about 57 KiB to every screen (measured 221.2 and 208.7). The earlier
// goal of 170 for both was reached only with Preact (docs/benchmarks.md,
// "2026-11-27, React in the build").
// The theme's 44 px tap targets (issue 18) add about 0.1 KiB to Login.
// The offline band of the shell and its helpers (issue 18, decision 032) add
// about 0.5 KiB to Login and 0.2 to GruposAlumnos.
const BUDGETS_KIB = { Login: 224, GruposAlumnos: 212 };

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
