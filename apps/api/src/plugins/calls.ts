import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALL_CALLS, errorBody, MSG, type CallDefinition } from '@lms/contract';
import type { z } from 'zod';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { tokenOf, type SessionContext, type SessionStore } from './session.js';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface CallContext<C extends CallDefinition> {
  params: Infer<C['params']>;
  body: Infer<C['body']>;
  /** The caller's session; null only for public calls. */
  session: C['access'] extends 'public' ? SessionContext | null : SessionContext;
  escuela: 1 | 2;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDefinition> = (ctx: CallContext<C>) => Promise<z.input<C['response']>>;

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
export function callRegistry(app: FastifyInstance, escuela: 1 | 2, sessions: SessionStore): CallRegistry {
  return {
    register(call, handler) {
      if (!declared.has(call)) throw new Error(`Call ${call.name} is not declared in the contract`);
      if (call.access === undefined || (Array.isArray(call.access) && call.access.length === 0)) {
        throw new Error(`Call ${call.name} declares no access`);
      }
      const response: Record<number, z.ZodType> = { 200: call.response };
      for (const status of ERROR_STATUSES) response[status] = errorBody;
      app.withTypeProvider<ZodTypeProvider>().route({
        method: call.method,
        url: `/api/${escuela}/${call.path}`,
        config: { [CALL_ROUTE]: true },
        schema: {
          summary: call.summary,
          tags: [call.area],
          ...(call.params ? { params: call.params } : {}),
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
          }
          request.callSession = session;
        },
        handler: async (request, reply) => {
          const ctx = {
            params: request.params,
            body: request.body,
            session: request.callSession,
            escuela,
            request,
            reply,
          } as unknown as CallContext<typeof call>;
          return handler(ctx);
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
