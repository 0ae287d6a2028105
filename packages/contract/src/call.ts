import { z } from 'zod';
import type { Role } from './roles.js';

/**
 * Who may make a call. `public`: anyone; `signedIn`: any role with a session;
 * otherwise the listed roles. Ownership of ids is checked by the handler's
 * policy on top of this (docs/decisions/003-authorization.md).
 */
export type CallAccess = 'public' | 'signedIn' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDefinition {
  /** The spec's call name, e.g. `grupos.alumno`. */
  readonly name: string;
  readonly method: HttpMethod;
  /**
   * Path under the school's API root, Fastify style: `grupos.alumno/:userId`.
   * defineCall makes it from the name and the params' keys unless the call
   * gives one.
   */
  readonly path: string;
  readonly access: CallAccess;
  /**
   * The restricted editor (RESTRICTED_EDITOR_IDS) may make this call. It sees
   * one screen (ActividadesDiariasTodos), so every other call that needs a
   * session answers it 403, whatever its role allows (decision 003).
   */
  readonly restrictedEditor?: true;
  readonly summary: string;
  readonly area: string;
  readonly params?: z.ZodObject;
  /**
   * The query string a call accepts (lists: `listQuery` of lists.ts). Values
   * arrive as text and are validated like the body; a call without one ignores
   * any query string.
   */
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** A multipart upload of one file (field `file`), checked by content on the server. */
  readonly upload?: { readonly maxBytes: number; readonly kinds: readonly string[] };
  /** The call answers a file, not JSON (`response` then describes nothing). */
  readonly download?: true;
}

/** A call as declared: its path may be left to follow from its name and params. */
export type CallDeclaration = Omit<CallDefinition, 'path'> & { readonly path?: string };

/** The path a call gets when it names none: its name, then one segment per param, in order. */
export function derivedPath(name: string, params?: z.ZodObject): string {
  return [name, ...Object.keys(params?.shape ?? {}).map((key) => `:${key}`)].join('/');
}

/** Declares a call once; web and API both read the result. */
export function defineCall<const C extends CallDeclaration>(call: C): C & { readonly path: DeclaredPath<C> } {
  return { ...call, path: call.path ?? derivedPath(call.name, call.params) } as C & { readonly path: DeclaredPath<C> };
}

/** The path's type: the one a call gives, or its name followed by its params' segments. */
type DeclaredPath<C extends CallDeclaration> = C extends { readonly path: infer P extends string } ? P : `${C['name']}${string}`;

export type CallParams<C extends CallDefinition> = C['params'] extends z.ZodObject
  ? z.input<C['params']>
  : undefined;
/**
 * A call's path params as the app holds them (ids as numbers): the web client
 * writes their wire text with the call's own params schema (z.encode), so an
 * encoded id is encoded by its codec, never by a screen (decision 038).
 */
export type CallParamValues<C extends CallDefinition> = C['params'] extends z.ZodObject ? z.output<C['params']> : undefined;
export type CallQuery<C extends CallDefinition> = C['query'] extends z.ZodObject
  ? z.input<C['query']>
  : undefined;
export type CallBody<C extends CallDefinition> = C['body'] extends z.ZodType
  ? z.input<C['body']>
  : undefined;
export type CallResponse<C extends CallDefinition> = z.output<C['response']>;

/** Builds the concrete path of a call: `grupos.alumno/:userId` -> `grupos.alumno/12`. */
export function callPath(call: CallDefinition, params?: Record<string, string | number>): string {
  return call.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${call.name}`);
    return encodeURIComponent(String(value));
  });
}

/** A call's query values as a query string (`?page=2&search=ana`), empty when there is none; undefined values are left out. */
export function queryString(query?: Record<string, string | number | boolean | undefined>): string {
  if (!query) return '';
  const pairs = Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '');
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** The error body of every non-2xx answer. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
