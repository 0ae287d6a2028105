import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALL_CALLS, errorBody, fileTooLargeMessage, MSG, type CallDefinition, type FileKind } from '@lms/contract';
import type { z } from 'zod';
import parseRange from 'range-parser';
import { badRequest, forbidden, HttpError, unauthorized } from '../lib/http-error.js';
import { sniffKind } from './files.js';
import { assertCleanInput } from './input-guard.js';
import { tokenOf, type SessionContext, type SessionStore } from './session.js';

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
  /** The uploaded file of an upload call, its kind read from its bytes. */
  file: C['upload'] extends object ? UploadedFile : undefined;
}

export interface UploadedFile {
  bytes: Buffer;
  kind: FileKind;
  filename: string;
}

/** What a download call answers. */
export interface FileAnswer {
  bytes: Buffer;
  contentType: string;
  filename: string;
  /** Lets the browser keep the file for this long (lesson files); unset: never stored. */
  maxAgeSeconds?: number;
}

export type CallHandler<C extends CallDefinition> = (
  ctx: CallContext<C>,
) => Promise<C['download'] extends true ? FileAnswer : z.input<C['response']>>;

const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500] as const;
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
export function callRegistry(app: FastifyInstance, escuela: 1 | 2, sessions: SessionStore, restrictedEditorIds: readonly number[]): CallRegistry {
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
        config: { [CALL_ROUTE]: true },
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
          let session: SessionContext | null = null;
          const token = tokenOf(request);
          if (token) session = await sessions.resolve(token, escuela);
          if (call.access !== 'public') {
            if (!session) throw unauthorized(MSG.sessionRequired);
            if (call.access !== 'signedIn' && !call.access.includes(session.roll)) throw forbidden(MSG.forbidden);
            if (!call.restrictedEditor && session.roll === 'EDITOR' && restrictedEditorIds.includes(session.userId)) throw forbidden(MSG.forbidden);
          }
          request.callSession = session;
        },
        preValidation: async (request) => assertCleanInput(request.params, call.query ? request.query : undefined, request.body),
        handler: async (request, reply) => {
          const file = call.upload ? await readUpload(request, call.upload) : undefined;
          const ctx = {
            params: request.params,
            query: request.query,
            body: request.body,
            session: request.callSession,
            escuela,
            request,
            reply,
            file,
          } as unknown as CallContext<typeof call>;
          const answer = await handler(ctx);
          if (!call.download) return answer;
          const { bytes, contentType, filename, maxAgeSeconds } = answer as FileAnswer;
          // Files are shown in the browser's own viewer, never run as a page of ours.
          reply
            .header('Content-Type', contentType)
            .header('Content-Disposition', `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
            .header('Cache-Control', maxAgeSeconds ? `private, max-age=${maxAgeSeconds}` : 'private, no-store')
            .header('X-Content-Type-Options', 'nosniff')
            .header('Content-Security-Policy', "default-src 'none'; sandbox")
            .header('Accept-Ranges', 'bytes');
          return sendRange(request.headers.range, bytes, reply);
        },
      });
    },
  };
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

/** Errors of the multipart reader that mean "more parts than one file". */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads the one file of a multipart upload (field `file`, nothing else),
 * refusing what is too large, not of an allowed kind, or not a well-formed
 * multipart body, each with its own Spanish 4xx.
 */
async function readUpload(request: FastifyRequest, rule: { maxBytes: number; kinds: readonly FileKind[] }): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.fileMissing, 'NOT_MULTIPART');
  let upload: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || upload) throw badRequest(MSG.uploadOneFile, 'UPLOAD_ONE_FILE');
      upload = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, fileTooLargeMessage(rule.maxBytes), 'FILE_TOO_LARGE');
    if (TOO_MANY_PARTS.has(code)) throw badRequest(MSG.uploadOneFile, 'UPLOAD_ONE_FILE');
    // No boundary, a truncated body, random bytes: the reader's own errors.
    throw badRequest(MSG.uploadMalformed, 'UPLOAD_MALFORMED');
  }
  if (!upload || upload.bytes.length === 0) throw badRequest(MSG.fileMissing);
  const kind = sniffKind(upload.bytes, rule.kinds);
  if (!kind) throw badRequest(rule.kinds.length === 1 && rule.kinds[0] === 'pdf' ? MSG.onlyPdf : MSG.fileKindNotAllowed);
  return { bytes: upload.bytes, kind, filename: upload.filename };
}
