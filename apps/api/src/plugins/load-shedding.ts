import { MSG } from '@lms/contract';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasBody } from './body-deadlines.js';

/** Seconds a shed caller is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

/** An answer that tells the caller the service is overloaded (503, Retry-After). */
export function sendOverloaded(reply: FastifyReply) {
  return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: MSG.overloaded, code: 'OVERLOADED' });
}

/** How long the event loop may lag (mean over a sample) before API calls are shed, and how often it is sampled. */
export interface SheddingLimits {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
}

/** Lag samples in a row above the limit before calls are shed: one long task is no overload. */
const LAGGING_SAMPLES = 3;
const SAMPLE_MS = 100;

/**
 * Whether the event loop has lagged more than `limitMs` for the last
 * LAGGING_SAMPLES samples of SAMPLE_MS. A sample's lag is the larger of the
 * mean timer delay and how late the sample itself ran: a loop held through a
 * whole sample (an embedded database under a flood) records no timer delay
 * at all, but its sample runs late. One long task makes one late sample,
 * never three in a row.
 */
function watchEventLoop(app: FastifyInstance, limitMs: number): () => boolean {
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let lagging = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const lateMs = now - last - SAMPLE_MS;
    last = now;
    const meanMs = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : 0;
    histogram.reset();
    lagging = Math.max(meanMs, lateMs) > limitMs ? lagging + 1 : 0;
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return () => lagging >= LAGGING_SAMPLES;
}

/** What the shedding lets handlers do about their place. */
export interface Slots {
  /**
   * Runs `work` (receiving an upload's bytes) without holding the request's
   * place: a slow phone's 150 MB is the client's time, not the service's.
   * The place is taken back after it, whatever the load: the bytes are here.
   */
  outsideSlot<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
}

/**
 * Sheds API calls with a 503 instead of queueing them: a queue only makes
 * every caller wait longer (decision 021). Two signals, because the
 * bottleneck moves: with PostgreSQL the loop stays idle while calls wait for
 * the database, so calls past `maxInFlight` at once are shed; with the
 * embedded database the loop itself is the queue (calls wait in the socket
 * before any hook runs), so a loop lagging for a while sheds too, and a shed
 * answer costs almost nothing, which drains the backlog. Static files,
 * /health and /ready are never shed.
 *
 * A place is held only while the service works: it is let go while a body
 * arrives (a client that dawdles holds nothing, plugins/body-deadlines.ts
 * bounds it) and taken again once the body is read, when the call may still
 * be shed.
 */
export function registerLoadShedding(app: FastifyInstance, limits: SheddingLimits): Slots {
  const lagging = limits.maxEventLoopDelayMs > 0 ? watchEventLoop(app, limits.maxEventLoopDelayMs) : () => false;
  let inFlight = 0;
  const counted = new WeakSet<object>();
  const waiting = new WeakSet<object>();
  const take = (request: object) => {
    inFlight++;
    counted.add(request);
  };
  const release = (request: object) => {
    if (counted.delete(request)) inFlight--;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (inFlight >= limits.maxInFlight || lagging()) return sendOverloaded(reply);
    take(request);
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (counted.has(request) && hasBody(request)) {
      release(request);
      waiting.add(request);
    }
    return payload;
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!waiting.delete(request)) return;
    if (inFlight >= limits.maxInFlight || lagging()) return sendOverloaded(reply);
    take(request);
  });
  app.addHook('onResponse', async (request) => release(request));
  // A caller that hangs up before its answer frees its place too.
  app.addHook('onRequestAbort', async (request) => release(request));
  return {
    async outsideSlot(request, work) {
      const held = counted.has(request);
      release(request);
      try {
        return await work();
      } finally {
        // Not for a caller that hung up meanwhile: its abort hook has run, and nothing would give the place back.
        if (held && !request.raw.destroyed) take(request);
      }
    },
  };
}

/** The pool's "no connection in time" error (pg's connectionTimeoutMillis), however it is wrapped. */
export function isPoolWaitTimeout(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (current instanceof Error && /timeout exceeded when trying to connect/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
