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

/** Milliseconds from the navigation's start to the first drawn page, and the PDF bytes the page read by then. */
async function openBook(page, url) {
  await page.goto(url);
  const canvas = page.locator('canvas[data-rendered="true"]').first();
  await canvas.waitFor({ state: "visible", timeout: 30_000 }).catch(async (e) => { await page.screenshot({ path: "/tmp/measure-fail.png" }); console.log(page.url()); throw e; });
  return page.evaluate(() => {
    const now = performance.now();
    const pdf = performance.getEntriesByType('resource').filter((r) => r.name.includes('recursos.archivo'));
    return { ms: Math.round(now), requests: pdf.length, bytes: pdf.reduce((sum, r) => sum + r.transferSize, 0) };
  });
}

const cold = [];
const warm = [];
const tapped = [];
for (let i = 0; i < runs; i++) {
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
  const group = new URL(page.url()).searchParams.get('id');
  const url = `books?grupo=${group}&leccion=5`;
  // From the lessons list, as a student taps PDF (pdf.js and its worker not loaded yet).
  await page.getByRole('button', { name: /^Lección 5 / }).click();
  const started = await page.evaluate(() => performance.now());
  await page.locator('[data-lesson="5"]').getByRole('link', { name: 'PDF' }).click();
  await page.locator('canvas[data-rendered="true"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  tapped.push({ ms: Math.round((await page.evaluate(() => performance.now())) - started), requests: 1, bytes: 0 });
  cold.push(await openBook(page, url));
  warm.push(await openBook(page, url));
  await context.close();
}
await browser.close();

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const [name, list] of [['tapped in the list', tapped], ['opened by address', cold], ['opened again', warm]]) {
  const ms = list.map((r) => r.ms);
  console.log(`${name}: median ${median(ms)} ms (${ms.join(', ')}); PDF requests ${list.map((r) => r.requests).join(', ')}; bytes ${list.map((r) => r.bytes).join(', ')}`);
}
