import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, MSG } from '@lms/contract';
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
    const res = await t.call('POST', '/api/1/usuario.tipodispositivo', {
      cookie,
      body: { id: demoUserId(1, 'alumno'), dispositivo: 'web', roll: 'ADMINISTRADOR' },
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
    const res = await t.call('GET', '/api/1/no.existe');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.routeNotFound);
  });

  it('a school root that is not served gives 404', async () => {
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

describe('security and operations', () => {
  it('sends security headers with a CSP and no framing', async () => {
    const res = await t.call('GET', '/api/1/escuela.informacion');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('has health and readiness endpoints', async () => {
    expect((await t.call('GET', '/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.call('GET', '/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('serves an OpenAPI 3.1 document listing every call, and its browsable reference', async () => {
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
      for (let i = 0; i < 5; i++) expect((await small.call('GET', '/health')).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await small.call('GET', '/api/1/escuela.informacion')).statusCode).toBe(200);
      const res = await small.call('GET', '/api/1/escuela.informacion');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MSG.tooManyRequests);
    } finally {
      await small.close();
    }
  });
});
