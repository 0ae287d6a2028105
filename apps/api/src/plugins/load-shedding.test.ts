import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@lms/contract';
import { loadConfig } from '../config.js';
import { isPoolWaitTimeout, registerLoadShedding } from './load-shedding.js';
import { registerSecurityHeaders } from './security.js';

/** An app with the service's headers and shedding, and one API route that answers when the test lets it. */
async function appWithGate(maxInFlight: number, maxEventLoopDelayMs = 0, queue: { maxQueued: number; maxQueueWaitMs: number } = { maxQueued: 0, maxQueueWaitMs: 1 }) {
  const app = Fastify();
  registerSecurityHeaders(app, loadConfig({}));
  registerLoadShedding(app, { maxInFlight, maxEventLoopDelayMs, ...queue });
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  // What a call does first (the session's lookup in the database), counted.
  const reached = { count: 0 };
  app.get('/api/1/lento', {
    onRequest: async () => {
      reached.count++;
    },
    handler: async () => {
      await gate;
      return { ok: true };
    },
  });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.ready();
  return {
    app,
    reached,
    release() {
      open();
      gate = Promise.resolve();
    },
  };
}

describe('load shedding', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('answers calls past the in-flight limit at once with 503, a Spanish message, Retry-After and the security headers, and serves again after', async () => {
    const gated = await appWithGate(2);
    app = gated.app;
    const waiting = [app.inject('/api/1/lento'), app.inject('/api/1/lento')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shed = await app.inject('/api/1/lento');
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ message: MSG.overloaded, code: 'OVERLOADED' });
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.headers['x-content-type-options']).toBe('nosniff');
    expect(String(shed.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // The health check is never shed, however busy the API is.
    expect((await app.inject('/health')).statusCode).toBe(200);

    gated.release();
    expect((await Promise.all(waiting)).map((a) => a.statusCode)).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Places are given back.
    expect((await Promise.all([app.inject('/api/1/lento'), app.inject('/api/1/lento')])).map((a) => a.statusCode)).toEqual([200, 200]);
  });

  it('lets a few calls wait for a place and serves them, sheds the ones past the queue before any of their work runs', async () => {
    const gated = await appWithGate(2, 0, { maxQueued: 1, maxQueueWaitMs: 60_000 });
    app = gated.app;
    const served = [app.inject('/api/1/lento'), app.inject('/api/1/lento')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const queued = app.inject('/api/1/lento');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shed = await app.inject('/api/1/lento');
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ message: MSG.overloaded, code: 'OVERLOADED' });
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.headers['cache-control']).toBe('private, no-store');
    // Neither the shed call nor the waiting one has reached the call's own work (its session lookup).
    expect(gated.reached.count).toBe(2);

    gated.release();
    expect((await Promise.all([...served, queued])).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(gated.reached.count).toBe(3);
  });

  it('sheds a waiting call that gets no place in time', async () => {
    const gated = await appWithGate(1, 0, { maxQueued: 5, maxQueueWaitMs: 30 });
    app = gated.app;
    const served = app.inject('/api/1/lento');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await app.inject('/api/1/lento');
    expect(late.statusCode).toBe(503);
    expect(late.json()).toEqual({ message: MSG.overloaded, code: 'OVERLOADED' });
    gated.release();
    expect((await served).statusCode).toBe(200);
    expect(gated.reached.count).toBe(1);
  });

  it('sheds API calls while the event loop keeps lagging, not after one long task, and serves again once it keeps up', async () => {
    const gated = await appWithGate(100, 20);
    app = gated.app;
    gated.release();
    const busy = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until); // the loop held, as under a flood of work
    };
    // One long task: no overload.
    busy(500);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await app.inject('/api/1/lento')).statusCode).toBe(200);
    // Half a second of 60 ms tasks back to back: lagging for several samples.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      busy(60);
      await new Promise((resolve) => setImmediate(resolve));
      statuses.push((await app.inject('/api/1/lento')).statusCode);
    }
    expect(statuses).toContain(503);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await app.inject('/api/1/lento')).statusCode).toBe(200);

    // The loop held through whole samples (the embedded database flooded): no timer ticks inside them, still lagging.
    const held: number[] = [];
    for (let i = 0; i < 8; i++) {
      busy(250);
      await new Promise((resolve) => setTimeout(resolve, 0));
      held.push((await app.inject('/api/1/lento')).statusCode);
    }
    expect(held).toContain(503);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await app.inject('/api/1/lento')).statusCode).toBe(200);
  });

  it("recognises the pool's wait timeout however it is wrapped", () => {
    const timeout = new Error('timeout exceeded when trying to connect');
    expect(isPoolWaitTimeout(timeout)).toBe(true);
    expect(isPoolWaitTimeout(new Error('Failed query', { cause: timeout }))).toBe(true);
    expect(isPoolWaitTimeout(new Error('duplicate key value'))).toBe(false);
  });
});
