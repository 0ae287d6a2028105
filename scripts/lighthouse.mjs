// Mobile Lighthouse (performance and accessibility) of the two first screens:
// the login, and the student home signed in as demo.alumno. It builds nothing:
// run `npm run build` first. The built service runs on a free loopback port
// with the embedded database and demo data in a temporary DATA_DIR, as
// scripts/serve.sh runs it, and Debian's chromium does the measuring.
//   npm run lighthouse [-- --runs N] [--reports DIR]
// prints the median run of each page; --reports keeps each run's full JSON report.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, reports: { type: 'string' } } });
const runs = Math.max(1, Number(values.runs));
const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startService(port, dataDir) {
  const service = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (service.exitCode !== null) throw new Error(`the service stopped (exit ${service.exitCode}); was it built?`);
    const up = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false);
    if (up) return service;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the service did not answer /health within a minute');
}

/** Signs in through the login screen, then forgets every cached file so the home loads cold, as on a new phone. */
async function signIn(page, base) {
  await page.goto(`${base}login`);
  // A session of an earlier run would skip the login: start from none, school 1 chosen.
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('lms.escuela', '1');
  });
  await page.reload();
  await page.locator('input[autocomplete="username"]').fill('demo.alumno');
  await page.locator('input[autocomplete="current-password"]').fill('escuela2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => globalThis.location.pathname === '/lms/gruposalumnos');
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const key of await globalThis.caches.keys()) await globalThis.caches.delete(key);
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function audit(browser, url, { signedIn, base }) {
  const page = await browser.newPage();
  try {
    if (signedIn) await signIn(page, base);
    // Lighthouse's default settings: a mid-range phone on a slow 4G network (simulated).
    const flags = { onlyCategories: ['performance', 'accessibility'], logLevel: 'error', disableStorageReset: signedIn };
    const { lhr } = await lighthouse(url, flags, undefined, page);
    // Chromium sometimes loses a trace's navigation start (NO_NAVSTART): that run measured nothing.
    if (lhr.runtimeError) return { failed: lhr.runtimeError.code };
    if (values.reports) {
      fs.mkdirSync(values.reports, { recursive: true });
      fs.writeFileSync(path.join(values.reports, `${signedIn ? 'home' : 'login'}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    const ms = (id) => lhr.audits[id].numericValue;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: ms('cumulative-layout-shift'),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      failedAccessibility: lhr.categories.accessibility.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await page.close();
  }
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-lighthouse-'));
const base = `http://127.0.0.1:${port}/lms/`;
const service = await startService(port, dataDir);
const browser = await puppeteer.launch({
  executablePath: chromePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
});
try {
  const pages = [
    { name: 'Login (/lms/login)', url: `${base}login`, signedIn: false },
    { name: 'Student home (/lms/gruposalumnos)', url: `${base}gruposalumnos`, signedIn: true },
  ];
  for (const { name, url, signedIn } of pages) {
    const results = [];
    let failures = 0;
    while (results.length < runs) {
      const result = await audit(browser, url, { signedIn, base });
      if (!('failed' in result)) results.push(result);
      else if (++failures > runs) throw new Error(`${name}: Lighthouse failed ${failures} times (${result.failed})`);
      else console.log(`${name}: a run measured nothing (${result.failed}); running it again`);
    }
    results.sort((a, b) => a.performance - b.performance);
    const r = results[Math.floor(results.length / 2)];
    console.log(
      `${name}: performance ${r.performance} (runs: ${results.map((x) => x.performance).join(', ')}), ` +
        `FCP ${(r.fcp / 1000).toFixed(1)} s, LCP ${(r.lcp / 1000).toFixed(1)} s, TBT ${r.tbt.toFixed(0)} ms, ` +
        `CLS ${r.cls.toFixed(3)}, accessibility ${r.accessibility}` +
        (r.failedAccessibility.length ? ` (failing: ${r.failedAccessibility.join(', ')})` : ''),
    );
  }
} finally {
  await browser.close();
  service.kill('SIGTERM');
  await new Promise((resolve) => service.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
