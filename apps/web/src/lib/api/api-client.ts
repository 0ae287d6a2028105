import {
  callPath,
  errorBody,
  queryString,
  type CallBody,
  type CallDefinition,
  type CallParamValues,
  type CallResponse,
  type SchoolId,
} from '@lms/contract';
import { z } from 'zod';
import { ApiError, RAW_BODY_MAX } from './api-error';

/** School N's API root is /api/N/ on the same origin (DESIGN.md §4). */
const API_BASE = '/api';

export function apiUrl(school: SchoolId, path: string): string {
  return `${API_BASE}/${school}/${path}`;
}

/**
 * A call's path params as the app holds them (ids as numbers), required
 * exactly when the call has some, as the API tests' helper types them.
 */
export type ParamsOption<C extends CallDefinition> = C['params'] extends z.ZodObject ? { params: CallParamValues<C> } : { params?: never };

/** What every sent call carries, whatever the call: params as the app holds them. */
interface SendOptions {
  school: SchoolId;
  params?: object | undefined;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal | undefined;
  skipSessionExpiry?: boolean;
}

export type RequestOptions<C extends CallDefinition> = ParamsOption<C> & {
  school: SchoolId;
  /** The call's query string values (lists: page, size, search, sort). */
  query?: Record<string, string | number | undefined>;
  body?: CallBody<C>;
  signal?: AbortSignal;
  /** Logout may meet an already expired session; that must not trigger a second sign-out. */
  skipSessionExpiry?: boolean;
};

/**
 * The call's path under the school's root, its params' wire text written by
 * the call's own params schema: an encoded id is encoded by its codec
 * (decision 038), a plain id written as digits.
 */
export function pathWithParams(call: CallDefinition, params: object | undefined): string {
  const wire = call.params && params ? (z.encode(call.params, params as z.output<typeof call.params>) as Record<string, string>) : undefined;
  return callPath(call, wire);
}

/** Sends one HTTP request: fetch's shape. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

let sessionExpiredHandler: (() => void) | null = null;

/** The app registers what a lost session means (clear state, go to Login). */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

/**
 * Sends one declared call and turns a failed answer into an ApiError (a 401 on
 * a signed-in call also ends the session). Uploads and downloads share it.
 */
export async function sendCall(
  call: CallDefinition,
  options: SendOptions,
  init: Pick<RequestInit, 'headers' | 'body'>,
  /** How the request travels: fetch, or an XHR where an upload's progress is shown (upload-progress.ts). */
  transport: Transport = (url, requestInit) => fetch(url, requestInit),
): Promise<Response> {
  const { school, params, query, signal } = options;
  let response: Response;
  try {
    response = await transport(apiUrl(school, pathWithParams(call, params) + queryString(query)), {
      method: call.method,
      credentials: 'same-origin',
      ...init,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null);
  }

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const parsed = errorBody.safeParse(parseJson(text));
    // A 401 on a public call (login) is a wrong answer, not a lost session.
    const expired = response.status === 401 && call.access !== 'public' && !options.skipSessionExpiry;
    if (expired) sessionExpiredHandler?.();
    const raw = parsed.success || text.trim() === '' ? null : text.trim().slice(0, RAW_BODY_MAX);
    throw new ApiError(response.status, parsed.success ? parsed.data.message : null, expired, raw);
  }
  return response;
}

/** Checks a JSON answer against the call's declared response. */
export async function readAnswer<C extends CallDefinition>(call: C, response: Response): Promise<CallResponse<C>> {
  const result = call.response.safeParse(await readJson(response));
  // An answer that breaks the contract is a server fault, shown like a 500.
  if (!result.success) throw new ApiError(500, null);
  return result.data as CallResponse<C>;
}

/** Makes one declared call of the contract and validates its answer. */
export async function apiRequest<C extends CallDefinition>(
  call: C,
  options: RequestOptions<C>,
): Promise<CallResponse<C>> {
  const { body } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await sendCall(call, options as SendOptions, {
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readAnswer(call, response);
}
