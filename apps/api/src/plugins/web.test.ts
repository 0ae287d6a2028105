import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** A build as apps/web/scripts/compress.mjs leaves it: each text file with its .br and .gz. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-web-'));
const script = `console.log(${JSON.stringify('pantalla '.repeat(400))});`;
const index = `<!doctype html><html lang="es"><head><title>Escuela</title></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`;
function writeCompressed(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  writeCompressed(path.join(dist, 'index.html'), index);
  writeCompressed(path.join(dist, 'assets', 'app-abc123.js'), script);
  writeCompressed(path.join(dist, 'sw.js'), script);
  // As apps/web/scripts/route-preloads.mjs writes it; Perfil is left out on purpose.
  const preloads = {
    GruposAlumnos: { js: ['assets/grupos-alumnos-1.js', 'assets/page-2.js'], css: ['assets/grupos-alumnos-3.css'] },
    Login: { js: ['assets/login-4.js'], css: [] },
  };
  fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(preloads));
  // As apps/web/scripts/first-paint.mjs writes it: the screens drawn at build time.
  fs.writeFileSync(path.join(dist, 'first-paint.json'), JSON.stringify({ Login: '<h1>Elige tu escuela</h1>' }));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web app is sent precompressed', () => {
  it('gives brotli, then gzip, then the plain file, as the browser accepts, with a long cache for hashed files', async () => {
    const br = await get('/lms/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await get('/lms/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/lms/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app shell of every client route compressed and never cached', async () => {
    const res = await get('/lms/perfil', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(index);
  });

  it('never caches the service worker, so a deploy reaches every device on its next visit', async () => {
    const res = await get('/lms/sw.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe("a screen's first visit fetches its module with the entry", () => {
  const links =
    '<link rel="stylesheet" crossorigin href="/lms/assets/grupos-alumnos-3.css">' +
    '<link rel="modulepreload" crossorigin href="/lms/assets/grupos-alumnos-1.js">' +
    '<link rel="modulepreload" crossorigin href="/lms/assets/page-2.js">';
  const withLinks = index.replace('</head>', `${links}</head>`);

  it("links the screen's own files in the head of its URL, compressed as the browser accepts, never cached", async () => {
    const br = await get('/lms/gruposalumnos', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(withLinks);

    const gz = await get('/lms/GruposAlumnos/?x=1', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(withLinks);

    const plain = await get('/lms/gruposalumnos');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(withLinks);
  });

  it('sends the plain shell for a screen without preloads and for an unknown path', async () => {
    for (const url of ['/lms/perfil', '/lms/no-existe']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(index);
    }
  });
});

describe('a first screen drawn at build time paints with the HTML', () => {
  it("puts the screen in the page's root, after the script that hides it on a phone that will show another", async () => {
    const res = await get('/lms/login', 'br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script src="/lms/first-paint.js"></script>');
    expect(head.indexOf('first-paint.js')).toBeLessThan(head.indexOf('login-4.js'));
    expect(html).toContain('<div id="root"><h1>Elige tu escuela</h1></div>');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/lms/assets/login-4.js">');
  });

  it('leaves the root empty and adds no script for a screen not drawn', async () => {
    const res = await get('/lms/gruposalumnos');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('first-paint.js');
  });
});
