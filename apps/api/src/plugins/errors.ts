import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { formatMessage, MSG } from '@lms/contract';
import { HttpError } from '../lib/http-error.js';

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
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: MSG.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      return reply.code(status).send({ message: known ?? MSG.badJson, code: error.code });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: MSG.internalError });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: MSG.routeUnknown, code: 'NOT_FOUND' });
  });
}
