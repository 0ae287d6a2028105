// How long a book takes to show its first page, as a phone user sees it:
// demo.alumno signs in, then the Books screen of her current group's lesson 5
// (the 44-page review book) is opened by address, and the time from that
// navigation to the first page drawn on the canvas is read in the page
// (Performance API). Cold: a new browser context (nothing cached); warm: the
// same screen opened again in that context. Against a running service:
//   node apps/web/scripts/measure-book.mjs [base url, default http://localhost:8080/lms/] [runs, default 5]
// Figures go to docs/benchmarks.md; nothing asserts them (no timed tests).
import { chromium, devices } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:8080/lms/';
const runs = Number(process.argv[3] ?? 5);
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** Milliseconds from the navigation's start to the first drawn page. */
async function openBook(page, url) {
  await page.goto(url);
  await page.locator('canvas[data-rendered="true"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  return { ms: Math.round(await page.evaluate(() => performance.now())) };
}

const cold = [];
const warm = [];
const tapped = [];

async function signedIn() {
  const context = await browser.newContext({ ...pixel7, baseURL: base, locale: 'es-MX', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('./');
  await page.getByRole('button', { name: /English Academy/ }).click();
  await page.getByLabel('Usuario').fill('demo.alumno');
  await page.getByLabel('Contraseña', { exact: true }).fill('escuela2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/gruposalumnos$/);
  await page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: 'ADU-N3-C' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Recursos' }).click();
  await page.waitForURL(/recursosgrupousuario\?id=/);
  return { context, page, group: new URL(page.url()).searchParams.get('id') };
}

for (let i = 0; i < runs; i++) {
  // By address: pdf.js, its worker and the book not loaded yet; then the same screen again (all cached).
  const first = await signedIn();
  const url = `books?grupo=${first.group}&leccion=5`;
  cold.push(await openBook(first.page, url));
  warm.push(await openBook(first.page, url));
  await first.context.close();

  // From the lessons list, as a student taps PDF (a new context: nothing of the book cached).
  const second = await signedIn();
  await second.page.getByRole('button', { name: /^Lección 5 / }).click();
  const started = await second.page.evaluate(() => performance.now());
  await second.page.locator('[data-lesson="5"]').getByRole('link', { name: 'PDF' }).click();
  await second.page.locator('canvas[data-rendered="true"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  tapped.push({ ms: Math.round((await second.page.evaluate(() => performance.now())) - started) });
  await second.context.close();
}
await browser.close();

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const [name, list] of [['opened by address', cold], ['opened again', warm], ['tapped in the list', tapped]]) {
  const ms = list.map((r) => r.ms);
  console.log(`${name}: median ${median(ms)} ms (${ms.join(', ')})`);
}
