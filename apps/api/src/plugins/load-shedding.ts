import { MSG } from '@lms/contract';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasBody } from './body-deadlines.js';

/** Seconds a shed caller is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

const OVERLOADED_BODY = Buffer.from(JSON.stringify({ message: MSG.overloaded, code: 'OVERLOADED' }));
const OVERLOADED_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'content-length': OVERLOADED_BODY.length, 'retry-after': String(RETRY_AFTER_SECONDS) };

/** An answer that tells the caller the service is overloaded (503, Retry-After), through Fastify's reply (a call that failed to get a database connection). */
export function sendOverloaded(reply: FastifyReply) {
  return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: MSG.overloaded, code: 'OVERLOADED' });
}

/**
 * The same answer written straight to the socket (decision 037): no
 * serializer, no onSend hooks, a body built once. Under a flood most callers
 * get this, so it must cost next to nothing next to the calls being served.
 * The security headers are on the response already (registerSecurityHeaders
 * sets them first).
 */
function shed(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  // A body not read yet is not read at all: the connection closes after the answer, as plugins/body-deadlines.ts closes it after any early answer.
  const unread = request.raw.complete === false && hasBody(request);
  reply.raw.writeHead(503, unread ? { ...OVERLOADED_HEADERS, connection: 'close' } : OVERLOADED_HEADERS).end(OVERLOADED_BODY);
  if (!unread) return;
  const socket = request.raw.socket;
  reply.raw.once('finish', () => {
    socket.end();
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
}

/** How many API calls run at once, how many may wait for a place and for how long, and how long the event loop may lag before calls are shed. */
export interface SheddingLimits {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  /** Calls that may wait for a place when all are taken (0: none wait, every call past maxInFlight is shed). */
  maxQueued?: number;
  /** How long a call may wait for a place before it is shed after all. */
  maxQueueWaitMs?: number;
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

/** A call waiting for a place: resolved true with one, false when it waited too long. */
interface Waiter {
  request: object;
  resolve(placed: boolean): void;
  timer: NodeJS.Timeout;
}

/** The places calls hold while the service works, and the short queue for one (decision 037). */
function places(limits: SheddingLimits, lagging: () => boolean) {
  const maxQueued = limits.maxQueued ?? 0;
  const maxWaitMs = limits.maxQueueWaitMs ?? 0;
  let inFlight = 0;
  const counted = new WeakSet<object>();
  const queue: Waiter[] = [];
  const take = (request: object) => {
    inFlight++;
    counted.add(request);
  };
  const leaveQueue = (request: object) => {
    const at = queue.findIndex((w) => w.request === request);
    if (at < 0) return;
    clearTimeout(queue[at]!.timer);
    queue.splice(at, 1)[0]!.resolve(false);
  };
  /** A place freed: to the call that waited longest, if one waits. */
  const release = (request: object) => {
    if (!counted.delete(request)) return leaveQueue(request);
    const next = queue.shift();
    if (!next) return void inFlight--;
    clearTimeout(next.timer);
    counted.add(next.request);
    next.resolve(true);
  };
  /** A place now, or after a short wait in the queue; false: shed. */
  const acquire = (request: object): boolean | Promise<boolean> => {
    if (inFlight < limits.maxInFlight && queue.length === 0 && !lagging()) {
      take(request);
      return true;
    }
    if (queue.length >= maxQueued || lagging()) return false;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = { request, resolve, timer: setTimeout(() => leaveQueue(request), maxWaitMs) };
      queue.push(waiter);
    });
  };
  return { counted, take, release, acquire };
}

/**
 * Sheds API calls with a cheap 503 instead of letting them pile up
 * (decisions 021 and 037). Two signals, because the bottleneck moves: with
 * PostgreSQL the loop stays idle while calls wait for the database, so at
 * most `maxInFlight` calls run at once; past them a short queue of
 * `maxQueued` waits at most `maxQueueWaitMs` for a place (a caller that
 * would be shed now is served a few milliseconds later, and does not come
 * straight back to be shed again), and calls beyond it are shed. With the
 * embedded database the loop itself is the queue (calls wait in the socket
 * before any hook runs), so a loop lagging for a while sheds too, without
 * queueing. Static files, /health and /ready are never shed.
 *
 * A place is held only while the service works: it is let go while a body
 * arrives (a client that dawdles holds nothing, plugins/body-deadlines.ts
 * bounds it) and taken again once the body is read, when the call may still
 * wait or be shed.
 */
export function registerLoadShedding(app: FastifyInstance, limits: SheddingLimits): Slots {
  const lagging = limits.maxEventLoopDelayMs > 0 ? watchEventLoop(app, limits.maxEventLoopDelayMs) : () => false;
  const { counted, take, release, acquire } = places(limits, lagging);
  const waiting = new WeakSet<object>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (!(await acquire(request))) shed(request, reply);
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
    if (!(await acquire(request))) shed(request, reply);
  });
  app.addHook('onResponse', async (request) => release(request));
  // A caller that hangs up before its answer frees its place (or its spot in the queue) too.
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
