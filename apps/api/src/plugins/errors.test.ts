import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, deviceTypeCall, encodeId, groupGradesCall, MSG, PROFILE_MSG, schoolInformationCall, updatePersonalDataCall } from '@lms/contract';
import { multipartBody, TINY_PDF } from '../test/multipart.js';
import { loggableError } from './errors.js';
import { demoUserId } from '../seed/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(1, 'demo.alumno');
});
afterAll(async () => t.close());

const raw = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.inject({ method: 'POST', url: '/api/1/usuario.validar.acceso', payload, headers });

describe('bad input gives a Spanish 4xx, never a 500', () => {
  it('malformed JSON', async () => {
    const res = await raw('{"usuario": "demo.alumno",');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.badJson);
  });

  it('an empty JSON body', async () => {
    const res = await raw('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('wrong types', async () => {
    const res = await raw(JSON.stringify({ usuario: 12, password: ['x'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Datos inválidos: /);
  });

  it('unknown fields are refused by name', async () => {
    const res = await t.request(deviceTypeCall, {
      cookie,
      payload: { id: demoUserId(1, 'alumno'), dispositivo: 'web', roll: 'ADMINISTRADOR' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Campo no permitido: roll');
  });

  it('an oversize body gives 413', async () => {
    const res = await raw(JSON.stringify({ usuario: 'x'.repeat(200_000), password: 'y' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.bodyTooLarge);
  });

  it('an unsupported content type gives 415', async () => {
    const res = await raw('usuario=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.unsupportedMediaType);
  });

  it('an unknown call gives the spec 404 text', async () => {
    // Raw URL: a call the contract does not have.
    const res = await t.call('GET', '/api/1/no.existe');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.routeNotFound);
  });

  it('a school root that is not served gives 404', async () => {
    // Raw URL: school 3 has no root, so no call builds it.
    expect((await t.call('GET', '/api/3/escuela.informacion')).statusCode).toBe(404);
  });

  it('garbage sent to every call never yields a 500', async () => {
    const bodies = ['null', '[]', '"texto"', '{"id":"1; drop table users"}', '{"id":1e400}', '{"__proto__":{"x":1}}'];
    for (const call of ALL_CALLS) {
      const url = `/api/1/${call.path.replace(/:(\w+)/g, '%00')}`;
      for (const payload of call.method === 'GET' ? [undefined] : bodies) {
        const res = await t.app.inject({
          method: call.method,
          url,
          headers: { cookie, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(payload !== undefined ? { payload } : {}),
        });
        expect(res.statusCode, `${call.name} ${payload}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().message, `${call.name} ${payload}`).toEqual(expect.any(String));
      }
    }
  });
});

describe('hostile input found by the harness (issue reproductions)', () => {
  const PASSWORD = 'a'.repeat(64);
  // The garbage walk above reaches usuario.cerrar.sesion with the shared cookie.
  beforeAll(async () => {
    cookie = await t.login(1, 'demo.alumno');
  });

  it('a NUL byte before sign-in is a Spanish 400, not an SQL error', async () => {
    const res = await raw(JSON.stringify({ usuario: 'a\u0000b', password: PASSWORD }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.controlCharacters);
    const inKey = await raw('{"usuario\\u0001":"x","password":"y"}');
    expect(inKey.statusCode).toBe(400);
  });

  it('a NUL byte in a path parameter is a Spanish 400', async () => {
    // Raw URL: a percent-encoded NUL, as a hostile client would type it.
    const res = await t.call('GET', '/api/1/archivos.constancia.fiscal/a%00b.pdf', { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.controlCharacters);
  });

  it('ids past 2^31 are invalid ids (400), in plain and encoded form, in path and body', async () => {
    // Raw URLs: path ids past int4, which no valid request carries, typed into the URL.
    const plain = await t.call('GET', '/api/1/grupos.informacion/2147483648', { cookie });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toContain(MSG.invalidId);
    const encoded = await t.call('GET', `/api/1/grupos.informacion/${encodeId(2 ** 31)}`, { cookie });
    expect(encoded.statusCode).toBe(400);
    const body = await t.request(groupGradesCall, { cookie, body: { id_alumno: demoUserId(1, 'alumno'), id_grupo: 2 ** 31 } });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toContain(MSG.invalidId);
  });

  it('a number field refuses an array and a boolean', async () => {
    for (const edad of [[24], true]) {
      const res = await t.request(updatePersonalDataCall, {
        cookie,
        // Everything else valid (version included), so the 400 is the edad's.
        payload: { id: demoUserId(1, 'alumno'), version: 0, edad },
      });
      expect(res.statusCode, JSON.stringify(edad)).toBe(400);
      expect(res.json().message, JSON.stringify(edad)).toContain(PROFILE_MSG.ageInvalid);
    }
  });

  it('malformed multipart is a Spanish 400: no boundary, truncated, wrong boundary, random bytes', async () => {
    const upload = (payload: Buffer | string, contentType: string) =>
      t.app.inject({ method: 'POST', url: '/api/1/guardar.constancia', payload, headers: { cookie, 'content-type': contentType } });
    const { payload, headers } = multipartBody('file', 'c.pdf', TINY_PDF, 'application/pdf');
    const cases: Array<[Buffer | string, string]> = [
      [payload, 'multipart/form-data'],
      [payload.subarray(0, payload.length - 20), headers['content-type']],
      [payload, 'multipart/form-data; boundary=otra'],
      [Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 37) % 256)), headers['content-type']],
    ];
    for (const [body, type] of cases) {
      const res = await upload(body, type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('an upload takes exactly one file in field "file": another name, two files or extra fields are refused', async () => {
    const boundary = 'lmsprueba';
    const part = (name: string, file?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: application/pdf` : ''}\r\n\r\n${TINY_PDF.toString('latin1')}\r\n`;
    const send = (parts: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/1/guardar.constancia',
        payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'latin1'),
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    expect((await send([part('file', 'a.pdf')])).statusCode).toBe(200);
    for (const parts of [[part('archivo', 'a.pdf')], [part('file', 'a.pdf'), part('file', 'b.pdf')], [part('file', 'a.pdf'), ...Array.from({ length: 11 }, (_, i) => part(`campo${i}`))]]) {
      const res = await send(parts);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.uploadOneFile);
    }
  });

  it('a path parameter over 100 characters: Spanish 414, no URL echoed, security headers', async () => {
    const long = 'x'.repeat(150);
    // Raw URL: an over-long path for the router's 414.
    const res = await t.call('GET', `/api/1/grupos.informacion/${long}`, { cookie });
    expect(res.statusCode).toBe(414);
    expect(res.json().message).toBe(MSG.urlTooLong);
    expect(res.body).not.toContain(long);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a URL that cannot be decoded: Spanish 400 with security headers', async () => {
    // Raw URL: a truncated percent-escape no encoder produces.
    const res = await t.call('GET', '/api/1/grupos.informacion/%E0%A4%A', { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("a failed query's log keeps the statement and drops its parameters", () => {
    const error = Object.assign(new Error('Failed query: select 1 where mail = $1\nparams: ana@correo.example.mx'), { query: 'select 1 where mail = $1', params: ['ana@correo.example.mx'] });
    expect(JSON.stringify(loggableError(error))).not.toContain('ana@correo');
    expect(loggableError(new Error('x\nparams: 8180000000')).message).toBe('x');
  });
});

describe('security and operations', () => {
  it('sends security headers with a CSP and no framing', async () => {
    const res = await t.request(schoolInformationCall);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('has health and readiness endpoints', async () => {
    // Raw URLs: /health and /ready are the service's own, not contract calls.
    expect((await t.call('GET', '/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.call('GET', '/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('serves an OpenAPI 3.1 document listing every call, and its browsable reference', async () => {
    // Raw URLs: the OpenAPI document and its reference are not contract calls.
    const doc = (await t.call('GET', '/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const call of ALL_CALLS) {
      const path = `/api/1/${call.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(doc.paths[path]?.[call.method.toLowerCase()], path).toBeDefined();
    }
    const ui = await t.call('GET', '/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('request ceiling per address', () => {
  it('answers 429 in Spanish past the ceiling, counting API calls only', async () => {
    const small = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      // Raw URL: /health is no contract call (and is not counted).
      for (let i = 0; i < 5; i++) expect((await small.call('GET', '/health')).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await small.request(schoolInformationCall)).statusCode).toBe(200);
      const res = await small.request(schoolInformationCall);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MSG.tooManyRequests);
    } finally {
      await small.close();
    }
  });
});
