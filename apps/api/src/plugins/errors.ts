import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { formatMessage, MSG } from '@lms/contract';
import { HttpError } from '../lib/http-error.js';
import { isPoolWaitTimeout, sendOverloaded } from './load-shedding.js';

/** Fastify's own client-error codes, in Spanish. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MSG.badJson,
};

interface ValidationIssue {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: { keys?: string[] } | Record<string, unknown>;
}

/** One Spanish line out of the first validation issue. */
function validationMessage(issues: ReadonlyArray<ValidationIssue>): string {
  const first = issues[0];
  if (first?.keyword === 'unrecognized_keys') {
    const keys = (first.params as { keys?: string[] } | undefined)?.keys ?? [];
    return formatMessage(MSG.unknownField, { field: keys.join(', ') });
  }
  const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const message = first?.message ?? '';
  return formatMessage(MSG.badInput, { detail: field ? `${field}: ${message}` : message });
}

/**
 * One error handler: `{ message }` in Spanish for every failure; 4xx for
 * bad input, never a 500; 5xx details only in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...(error.code ? { code: error.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error.validation), code: 'VALIDATION' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: MSG.internalError });
    }
    // A database pool that gave no connection in time is an overload, not a fault (decision 021).
    if (isPoolWaitTimeout(error)) return sendOverloaded(reply);
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: MSG.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      return reply.code(status).send({ message: known ?? MSG.badJson, code: error.code });
    }
    request.log.error({ err: loggableError(error), route: request.routeOptions.url }, 'unexpected error');
    return reply.code(500).send({ message: MSG.internalError });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: MSG.routeUnknown, code: 'NOT_FOUND' });
  });
}

/**
 * What a 5xx logs: the error's kind, code and stack, never the values of the
 * request. A failed query's message carries its parameters (mails, phones),
 * so only the statement is kept.
 */
export function loggableError(error: Error): Record<string, unknown> {
  const cause = (error as { cause?: unknown }).cause;
  const query = (error as { query?: unknown }).query;
  return {
    type: error.name,
    code: (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code,
    message: typeof query === 'string' ? `Failed query: ${query}` : error.message.split('\nparams:')[0],
    stack: error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n'),
  };
}

/**
 * Fastify's own answers before routing (a path parameter past its length, a
 * URL that cannot be decoded): Spanish, without echoing the URL, with the
 * same security headers as every other answer.
 */
export function frameworkErrorHandler(writeSecurityHeaders: (req: IncomingMessage, res: ServerResponse) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    writeSecurityHeaders(request.raw, reply.raw);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send({ message: MSG.urlTooLong, code: 'URL_TOO_LONG' });
    if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ message: MSG.badUrl, code: 'BAD_URL' });
    return reply.code(400).send({ message: MSG.badUrl, code: error.code });
  };
}
