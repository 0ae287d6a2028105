import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** A build as apps/web/scripts/compress.mjs leaves it: each text file with its .br and .gz. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-web-'));
const script = `console.log(${JSON.stringify('pantalla '.repeat(400))});`;
const index = `<!doctype html><html lang="es"><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`;
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
