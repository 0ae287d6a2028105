import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeId, loginCall, MSG, schoolInformationCall, studentGroupsCall, uploadConstanciaCall, uploadVideoCall } from '@lms/contract';
import { clientPasswordDigest } from '../lib/password.js';
import { DEMO_PASSWORD, demoUserId } from '../seed/index.js';
import { callUrl } from '../test/call-url.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Slow clients against a listening service with the production shedding
 * limit (MAX_IN_FLIGHT 32): dawdling senders must neither hold the service's
 * places nor stay connected past their bound (BODY_TIMEOUT_MS, 1 s here).
 */
let t: TestApp;
let origin: string;
let port: number;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_IN_FLIGHT: '32', BODY_TIMEOUT_MS: '1000' });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  cookie = await t.login(1, 'demo.alumno');
});
afterAll(async () => t.close());

/** A raw connection that sends `head` and then nothing; `closed` settles with what the service answered once it closes the connection. */
function dawdler(head: string) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  socket.write(head);
  const opened = Date.now();
  const closed = new Promise<{ answer: string; afterMs: number }>((resolve) => socket.on('close', () => resolve({ answer, afterMs: Date.now() - opened })));
  return { socket, closed };
}

const postHead = (url: string, headers: string, length: number) => `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Content-Length: ${length}\r\n\r\n`;

describe('slow clients', () => {
  it('keep answering every school while 44 connections dawdle over their bodies and headers, and close the dawdlers within the bound', async () => {
    const jsonLogin = Array.from({ length: 24 }, () => dawdler(postHead(callUrl(loginCall, { school: 1 }), 'Content-Type: application/json\r\n', 500) + '{'));
    const jsonOther = Array.from({ length: 10 }, () => dawdler(postHead(callUrl(loginCall, { school: 2 }), 'Content-Type: application/json\r\n', 500) + '{'));
    const uploads = Array.from({ length: 6 }, () =>
      dawdler(postHead(callUrl(uploadConstanciaCall, { school: 1 }), `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=x\r\n`, 500) + '-'),
    );
    const headers = Array.from({ length: 4 }, () => dawdler(`GET ${callUrl(schoolInformationCall, { school: 1 })} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lento: `));
    const slow = [...jsonLogin, ...jsonOther, ...uploads, ...headers];
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Public calls, a sign-in and a signed-in read of both schools answer as usual meanwhile.
    for (const school of [1, 2] as const) {
      const info = await fetch(`${origin}${callUrl(schoolInformationCall, { school })}`, { signal: AbortSignal.timeout(5_000) });
      expect(info.status).toBe(200);
      const signIn = await fetch(`${origin}${callUrl(loginCall, { school })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usuario: 'demo.alumno', password: clientPasswordDigest(DEMO_PASSWORD) }),
        signal: AbortSignal.timeout(5_000),
      });
      expect(signIn.status).toBe(200);
      const session = signIn.headers.getSetCookie().find((c) => c.startsWith('lms_sesion='))!.split(';')[0]!;
      const groups = await fetch(`${origin}${callUrl(studentGroupsCall, { school, params: { userId: demoUserId(school, 'alumno') } })}`, {
        headers: { cookie: session },
        signal: AbortSignal.timeout(5_000),
      });
      expect(groups.status).toBe(200);
    }

    // Every dawdler is closed by the service; a JSON body that never came is told why, in Spanish.
    const ends = await Promise.all(slow.map((s) => s.closed));
    for (const end of ends) expect(end.afterMs).toBeLessThan(8_000);
    for (const { answer } of ends.slice(0, jsonLogin.length + jsonOther.length)) {
      // 34 at once: past the 32 places, a couple may be shed at their arrival (503), before their bodies are read; that closes them too.
      expect(answer).toMatch(/^HTTP\/1\.1 (408|503) /);
      if (answer.startsWith('HTTP/1.1 503')) continue;
      expect(answer).toContain(JSON.stringify(MSG.bodyTooSlow).slice(1, -1));
      expect(answer.toLowerCase()).toContain('connection: close');
    }
  }, 30_000);

  it("answers a video for another teacher's group at once, and closes the connection before the 140 MB arrive", async () => {
    const teacher = await t.login(1, 'demo.teacher');
    const url = callUrl(uploadVideoCall, { school: 1, params: { id_usuario: encodeId(demoUserId(1, 'teacher')), id_grupo: encodeId(999_999) } });
    const boundary = 'limite';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const sender = dawdler(postHead(url, `Cookie: ${teacher}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n`, 140 * 1024 * 1024) + head);
    // It keeps sending as a phone would, as long as the connection lets it.
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024);
    const pump = setInterval(() => {
      if (sender.socket.writable && sent < 140 * 1024 * 1024) sender.socket.write(chunk, () => (sent += chunk.length));
    }, 5);
    const { answer } = await sender.closed;
    clearInterval(pump);
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain(JSON.stringify(MSG.groupNotFound).slice(1, -1));
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  }, 30_000);

  it('cuts an upload whose sender stops halfway, and takes the next one from the same student', async () => {
    const boundary = 'limite';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const stalled = dawdler(postHead(callUrl(uploadConstanciaCall, { school: 1 }), `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n`, 4_000) + head);
    const { afterMs } = await stalled.closed;
    expect(afterMs).toBeLessThan(8_000);
    const body = Buffer.concat([Buffer.from(head), Buffer.from(`%%EOF\n\r\n--${boundary}--\r\n`)]);
    const next = await fetch(`${origin}${callUrl(uploadConstanciaCall, { school: 1 })}`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    expect(next.status).toBe(200);
  }, 30_000);
});
