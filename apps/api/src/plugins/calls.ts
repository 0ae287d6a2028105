import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fs from 'node:fs/promises';
import { ALL_CALLS, errorBody, MSG, type CallDefinition } from '@lms/contract';
import type { z } from 'zod';
import parseRange from 'range-parser';
import { dispositionHeader } from '../lib/file-name.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { READS_OWN_BODY } from './body-deadlines.js';
import { assertCleanInput } from './input-guard.js';
import { tokenOf, type SessionContext, type SessionStore } from './session.js';
import type { UploadedFile, UploadReceiver } from './uploads.js';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface CallContext<C extends CallDefinition> {
  params: Infer<C['params']>;
  /** The validated query string (lists: page, size, search, sort and filters). */
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  /** The caller's session; null only for public calls. */
  session: C['access'] extends 'public' ? SessionContext | null : SessionContext;
  escuela: 1 | 2;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * An upload call's file: read when the handler asks, after it has decided
   * the caller may upload there (a refused upload is never read), spooled to
   * disk and its kind read from its bytes (plugins/uploads.ts).
   */
  upload: C['upload'] extends object ? () => Promise<UploadedFile> : undefined;
}

/** What a download call answers. */
export interface FileAnswer {
  bytes: Buffer;
  contentType: string;
  /** The name a person saves it as (accents kept; the header gives an ASCII fallback too). */
  filename: string;
  /** Lets the browser keep the file for this long (lesson files); unset: never stored. */
  maxAgeSeconds?: number;
}

export type CallHandler<C extends CallDefinition> = (
  ctx: CallContext<C>,
) => Promise<C['download'] extends true ? FileAnswer : z.input<C['response']>>;

const ERROR_STATUSES = [400, 401, 403, 404, 408, 409, 413, 415, 429, 500, 503] as const;
const declared = new Set<CallDefinition>(ALL_CALLS);

export interface CallRegistry {
  register<C extends CallDefinition>(call: C, handler: CallHandler<C>): void;
}

/** Marks API routes so the onRoute guard can refuse any route registered outside this helper. */
export const CALL_ROUTE = Symbol('call-route');

/**
 * Registers a declared call at a school's API root. The role check runs
 * before the handler; a call missing from the contract, or without an
 * access declaration, cannot be registered.
 */
export function callRegistry(app: FastifyInstance, escuela: 1 | 2, sessions: SessionStore, restrictedEditorIds: readonly number[], uploads: UploadReceiver): CallRegistry {
  return {
    register(call, handler) {
      if (!declared.has(call)) throw new Error(`Call ${call.name} is not declared in the contract`);
      if (call.access === undefined || (Array.isArray(call.access) && call.access.length === 0)) {
        throw new Error(`Call ${call.name} declares no access`);
      }
      const response: Record<number, z.ZodType> = call.download ? {} : { 200: call.response };
      for (const status of ERROR_STATUSES) response[status] = errorBody;
      app.withTypeProvider<ZodTypeProvider>().route({
        method: call.method,
        url: `/api/${escuela}/${call.path}`,
        config: { [CALL_ROUTE]: true, ...(call.upload ? { [READS_OWN_BODY]: true } : {}) },
        schema: {
          summary: call.summary,
          tags: [call.area],
          ...(call.params ? { params: call.params } : {}),
          ...(call.query ? { querystring: call.query } : {}),
          ...(call.body ? { body: call.body } : {}),
          response,
        },
        // Authenticate and authorise before the body is validated, so a caller
        // without a session learns nothing about the call's input.
        onRequest: async (request) => {
          request.callSession = await authorize(request, call, sessions, escuela, restrictedEditorIds);
        },
        preValidation: async (request) => assertCleanInput(request.params, call.query ? request.query : undefined, request.body),
        handler: async (request, reply) => {
          const rule = call.upload;
          let received: Promise<UploadedFile> | undefined;
          const ctx = {
            params: request.params,
            query: request.query,
            body: request.body,
            session: request.callSession,
            escuela,
            request,
            reply,
            upload: rule ? () => (received ??= uploads.receive(request, rule)) : undefined,
          } as unknown as CallContext<typeof call>;
          let answer;
          // Refused before its file was read, the rest never arrives: the connection closes with the answer (body-deadlines.ts).
          try {
            answer = await handler(ctx);
          } finally {
            if (received) await received.then((file) => fs.rm(file.path, { force: true }), () => undefined);
          }
          if (!call.download) return answer;
          return sendFile(request, reply, answer as FileAnswer);
        },
      });
    },
  };
}

/** The caller's session, when the call's access declaration lets them in. */
async function authorize(request: FastifyRequest, call: CallDefinition, sessions: SessionStore, escuela: 1 | 2, restrictedEditorIds: readonly number[]): Promise<SessionContext | null> {
  let session: SessionContext | null = null;
  const token = tokenOf(request);
  if (token) session = await sessions.resolve(token, escuela);
  if (call.access !== 'public') {
    if (!session) throw unauthorized(MSG.sessionRequired);
    if (call.access !== 'signedIn' && !call.access.includes(session.roll)) throw forbidden(MSG.forbidden);
    if (!call.restrictedEditor && session.roll === 'EDITOR' && restrictedEditorIds.includes(session.userId)) throw forbidden(MSG.forbidden);
  }
  return session;
}

/** A download call's answer: the file's bytes (or the range asked for) with its headers. */
function sendFile(request: FastifyRequest, reply: FastifyReply, { bytes, contentType, filename, maxAgeSeconds }: FileAnswer) {
  // Files are shown in the browser's own viewer, never run as a page of ours.
  reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', dispositionHeader(filename))
    .header('Cache-Control', maxAgeSeconds ? `private, max-age=${maxAgeSeconds}` : 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Accept-Ranges', 'bytes');
  return sendRange(request.headers.range, bytes, reply);
}

declare module 'fastify' {
  interface FastifyRequest {
    callSession: SessionContext | null;
  }
}

/**
 * One byte range of a file when the browser asks for it (video players, and
 * iOS Safari will not play a video otherwise); several ranges or a malformed
 * header get the whole file, an unsatisfiable one 416.
 */
function sendRange(header: string | undefined, bytes: Buffer, reply: FastifyReply) {
  if (!header) return reply.send(bytes);
  const ranges = parseRange(bytes.length, header, { combine: true });
  if (ranges === -1) return reply.code(416).header('Content-Range', `bytes */${bytes.length}`).send();
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return reply.send(bytes);
  const { start, end } = ranges[0]!;
  return reply.code(206).header('Content-Range', `bytes ${start}-${end}/${bytes.length}`).send(bytes.subarray(start, end + 1));
}
