// Mobile Lighthouse (performance and accessibility) of the two first screens:
// the login, and the student home signed in as demo.alumno. It builds nothing:
// run `npm run build` first. The built service runs on a loopback port with the
// embedded database and demo data in a temporary DATA_DIR, as scripts/serve.sh
// runs it, and Debian's chromium does the measuring.
//
// Each run is what the Lighthouse CLI does with its defaults: a new chromium
// (chrome-launcher, its default flags plus ours, a new empty profile), Lighthouse
// connecting to it by its debugging port, mobile form factor and simulated
// throttling (a mid-range phone on slow 4G), the origin's caches, cache storage
// and service worker cleared before the load. A browser kept across runs can
// keep compiled code and warm processes: it showed the login with almost no
// blocking time and no layout shift where the CLI saw both.
//   npm run lighthouse [-- --runs N] [--port P] [--reports DIR]
// prints every run and the medians (each figure's own median) of each page;
// --reports keeps each run's full JSON report and its trace.
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string' }, reports: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs));
const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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

/**
 * Signs demo.alumno in to school 1 from a page of the origin that runs none of
 * the app's code (/health), and leaves in localStorage what the login screen
 * leaves there: the session cookie comes with the answer; the session, the
 * chosen school and the school's brand data are written as the app writes them
 * (lib/session/session-store.ts, lib/school/school-information.ts). Lighthouse's
 * storage reset keeps cookies and localStorage, and nothing of the app is cached.
 */
async function signIn(port, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/health`);
    const password = crypto.createHash('sha256').update('escuela2026').digest('hex');
    const failure = await page.evaluate(async (body) => {
      const login = await fetch('/api/1/usuario.validar.acceso', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
      });
      const school = await fetch('/api/1/escuela.informacion', { headers: { Accept: 'application/json' } });
      if (!login.ok || !school.ok) return `login ${login.status}, escuela.informacion ${school.status}`;
      localStorage.setItem('lms.escuela', '1');
      localStorage.setItem('lms.session', JSON.stringify({ escuela: 1, login: await login.json() }));
      localStorage.setItem('lms.escuela.informacion.1', JSON.stringify({ info: await school.json(), at: Date.now() }));
      return null;
    }, JSON.stringify({ usuario: 'demo.alumno', password }));
    if (failure) throw new Error(`signing in failed: ${failure}`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run in a new browser with a new profile, as the CLI makes it. */
async function audit(url, { signedIn, origin, name }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    if (signedIn) await signIn(chrome.port, origin);
    // Lighthouse's defaults: mobile, simulated throttling, storage reset (caches and service worker).
    const flags = { port: chrome.port, onlyCategories: ['performance', 'accessibility'], logLevel: 'error' };
    const result = await lighthouse(url, flags);
    const { lhr } = result;
    // Chromium sometimes loses a trace's navigation start (NO_NAVSTART): that run measured nothing.
    if (lhr.runtimeError) return { failed: lhr.runtimeError.code };
    if (values.reports) {
      fs.mkdirSync(values.reports, { recursive: true });
      const file = path.join(values.reports, `${name}-${Date.now()}`);
      fs.writeFileSync(`${file}.json`, JSON.stringify(lhr));
      fs.writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
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
    await chrome.kill();
  }
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function line(label, r) {
  return (
    `  ${label.padEnd(7)} performance ${String(r.performance).padStart(3)}, FCP ${(r.fcp / 1000).toFixed(2)} s, ` +
    `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0).padStart(4)} ms, CLS ${r.cls.toFixed(3)}` +
    (r.accessibility === undefined ? '' : `, accessibility ${r.accessibility}`) +
    (r.failedAccessibility?.length ? ` (failing: ${r.failedAccessibility.join(', ')})` : '')
  );
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const port = values.port ? Number(values.port) : await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-lighthouse-'));
const origin = `http://127.0.0.1:${port}`;
const service = await startService(port, dataDir);
try {
  console.log(`Lighthouse mobile, a new chromium per run, ${runs} runs a page; load average ${loadAverage()}`);
  const pages = [
    { name: 'login', title: 'Login (/lms/login)', url: `${origin}/lms/login`, signedIn: false },
    { name: 'home', title: 'Student home (/lms/gruposalumnos)', url: `${origin}/lms/gruposalumnos`, signedIn: true },
  ];
  for (const { name, title, url, signedIn } of pages) {
    console.log(title);
    const results = [];
    let failures = 0;
    while (results.length < runs) {
      const result = await audit(url, { signedIn, origin, name });
      if ('failed' in result) {
        if (++failures > runs) throw new Error(`${title}: Lighthouse failed ${failures} times (${result.failed})`);
        console.log(`  a run measured nothing (${result.failed}); running it again`);
        continue;
      }
      results.push(result);
      console.log(line(`run ${results.length}`, result));
    }
    const medians = Object.fromEntries(
      ['performance', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, median(results.map((r) => r[key]))]),
    );
    console.log(line('median', medians));
  }
  console.log(`load average at the end ${loadAverage()}`);
} finally {
  service.kill('SIGTERM');
  await new Promise((resolve) => service.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
