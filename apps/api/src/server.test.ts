import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { clientPasswordDigest } from './lib/password.js';

/** The launcher as an operator meets it: a real process, its exit codes and its log. */
const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-server-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}
function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverFile], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
async function waitFor(run: Run, pattern: RegExp, ms = 60_000): Promise<RegExpMatchArray> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const match = run.output().match(pattern);
    if (match) return match;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${pattern}: ${run.output()}`);
}

describe('server process', () => {
  it('stops at start on a wrong setting with one line naming it', async () => {
    const run = start({ PORT: 'ochenta', DATA_DIR: dataDir });
    expect(await run.exited).toBe(2);
    expect(run.output().trim().split('\n')).toHaveLength(1);
    expect(run.output()).toContain('PORT');
  });

  it('serves, refuses a second process on the same DATA_DIR, keeps secrets out of its log, and shuts down gracefully', async () => {
    const first = start({ PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1' });
    const [, url] = await waitFor(first, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);

    const second = start({ PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1' });
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain('ya está en uso');

    const digest = clientPasswordDigest('escuela2026');
    const res = await fetch(`${url}/api/1/usuario.validar.acceso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'demo.alumno', password: digest }),
    });
    expect(res.status).toBe(200);
    const token = res.headers.get('set-cookie')!.split(';')[0]!.split('=')[1]!;
    await fetch(`${url}/api/1/grupos.alumno/1001`, { headers: { cookie: `lms_sesion=${token}` } });
    expect(first.output()).toContain('"reqId"');
    expect(first.output()).not.toContain(token);
    expect(first.output()).not.toContain(digest);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
  });
});
