import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@lms/contract';
import { HttpError } from '../lib/http-error.js';

/**
 * How long a client may take to send a request (decision 021, "Slow
 * clients"): the headers and a JSON body within `timeoutMs`; an upload may
 * send nothing for `timeoutMs` at most, and past its first `timeoutMs` must
 * keep an average of `uploadMinBytesPerSecond`.
 */
export interface BodyLimits {
  timeoutMs: number;
  uploadMinBytesPerSecond: number;
}

/** The longest upload (150 MB) at the slowest rate, and some: Node's own bound on a whole request, behind ours. */
const WHOLE_REQUEST_MS = 2 * 60 * 60_000;

/**
 * The server's own bounds: headers within `timeoutMs` (checked every second,
 * not Node's default 30 s), any whole request within two hours, an idle
 * keep-alive socket closed after 72 s. A request's body has its own bounds,
 * in the hooks below.
 */
export function serverTimeouts(limits: BodyLimits): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: WHOLE_REQUEST_MS,
    keepAliveTimeout: 72_000,
    http: { headersTimeout: limits.timeoutMs, connectionsCheckingInterval: Math.min(1_000, limits.timeoutMs) },
  };
}

/** The 408 of a body that did not arrive in time (here and in plugins/uploads.ts). */
export const slowBody = () => new HttpError(408, MSG.bodyTooSlow, 'SLOW_BODY');

/** Whether the request announces a body (a length above 0, or chunks). */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * An answer sent before its request's body arrived whole (a 401, a 403, a
 * shed call, a refused upload, a 408) closes the connection after it: Node
 * would otherwise read the rest to reuse the connection (a refused 150 MB
 * upload would still arrive whole), and a slow sender would keep it.
 */
function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply) {
  reply.header('connection', 'close');
  reply.raw.once('finish', () => {
    const socket = request.raw.socket;
    socket.end();
    // A peer that never closes its side is cut once the answer had time to leave.
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
}

/** Marks an upload call's route: its handler reads the body itself, under `paceGuard` (plugins/uploads.ts). */
export const READS_OWN_BODY = Symbol('reads-own-body');

/**
 * Any other body must arrive within `timeoutMs` of the moment it is read:
 * past it the call is answered 408 in Spanish and the connection closed
 * (or, when the call was already answered, a body nobody reads, only closed).
 * Whatever the answer, a connection whose body did not arrive whole closes
 * after it.
 */
export function registerBodyDeadline(app: FastifyInstance, limits: BodyLimits) {
  // `complete` is false until Node has the whole message (a test's injected request has none: nothing to close).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete === false && hasBody(request)) closeAfterAnswer(request, reply);
    return payload;
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request) || (request.routeOptions.config as unknown as Record<symbol, unknown> | undefined)?.[READS_OWN_BODY]) return payload;
    const timed = new PassThrough();
    // A body no parser reads (multipart sent to a JSON call) has no other listener.
    timed.on('error', () => undefined);
    const timer = setTimeout(() => {
      payload.unpipe(timed);
      if (reply.sent) {
        request.raw.destroy();
        return;
      }
      timed.destroy(slowBody());
    }, limits.timeoutMs);
    timer.unref();
    payload.once('end', () => clearTimeout(timer));
    payload.once('close', () => clearTimeout(timer));
    // pipe, not pipeline: the request itself stays open for the 408.
    payload.pipe(timed);
    return timed;
  });
}

/**
 * Passes an upload's bytes on while they keep coming: nothing for
 * `timeoutMs`, or past the first `timeoutMs` an average under
 * `uploadMinBytesPerSecond`, fails the stream with a 408.
 */
export function paceGuard(limits: BodyLimits): Transform {
  const started = Date.now();
  let last = started;
  let received = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      received += chunk.length;
      last = Date.now();
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      clearInterval(watch);
      done();
    },
  });
  const watch = setInterval(() => {
    const now = Date.now();
    const elapsed = now - started;
    const tooSlow = elapsed > limits.timeoutMs && received < (limits.uploadMinBytesPerSecond * elapsed) / 1000;
    if (now - last > limits.timeoutMs || tooSlow) {
      clearInterval(watch);
      guard.destroy(slowBody());
    }
  }, Math.min(1_000, limits.timeoutMs / 2));
  watch.unref();
  guard.once('close', () => clearInterval(watch));
  return guard;
}
