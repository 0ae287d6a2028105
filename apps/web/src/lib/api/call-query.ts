import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, CallDefinition, CallParamValues, CallQuery, CallResponse, SchoolId } from '@lms/contract';
import type { z } from 'zod';
import { apiRequest, type ParamsOption, type RequestOptions } from './api-client';
import { apiDownload, apiUpload, type DownloadCall, type UploadCall, type UploadOptions } from './api-files';

/**
 * The web side of "one place per call" (decision 020): every read and write of
 * a contract call goes through these, keyed by the call and the school, so a
 * feature's api/ file names the call, its params and what a success does.
 */

/** Path params as a query key holds them: the app's values (ids as numbers), before the call's schema writes their wire text. */
type KeyParams = object;

/**
 * The one query-key shape: [call name, school, params], and the query string's
 * values last for a call that takes them (a list's page and search).
 * `[call name, school]` matches every read of the call there.
 */
export function callKey(call: CallDefinition, school: SchoolId, params: KeyParams = {}, query?: object) {
  return query === undefined ? ([call.name, school, params] as const) : ([call.name, school, params, query] as const);
}

export type CallQueryOptions<C extends CallDefinition = CallDefinition> = ParamsOption<C> & QuerySettings<C>;

/** The options argument: required when the call has path params (ParamsOption). */
type QueryArgs<C extends CallDefinition> = C['params'] extends z.ZodObject ? [options: CallQueryOptions<C>] : [options?: CallQueryOptions<C>];

interface QuerySettings<C extends CallDefinition> {
  /** The body of a POST the spec uses as a read; it keys the answer like params. */
  body?: CallBody<C>;
  /** The call's query string (lists: page, size, search, sort). */
  query?: CallQuery<C>;
  /** How long an answer counts as fresh. 0 by default: a screen shows the server's data as it is now (decision 018). */
  staleTime?: number;
  gcTime?: number;
  /** The screen shows a failure itself; the generic error dialog stays shut. */
  silent?: boolean;
  /** false: the answer is a secret (attendance codes) and is not kept on the phone for offline use (decision 032). */
  persist?: boolean;
}

/** The query of a call that reads (GET, or a POST the spec uses as a read). */
export function callQuery<C extends CallDefinition>(call: C, school: SchoolId, ...[options]: QueryArgs<C>) {
  const { params, body, query, staleTime = 0, gcTime, silent = false, persist = true } = (options ?? {}) as QuerySettings<C> & { params?: CallParamValues<C> };
  const keyParams = body === undefined ? params : { ...params, ...(body as object) };
  return queryOptions({
    queryKey: callKey(call, school, keyParams, query),
    queryFn: ({ signal }): Promise<CallResponse<C>> =>
      apiRequest(call, {
        school,
        ...(params ? { params } : {}),
        ...(body === undefined ? {} : { body }),
        ...(query ? { query: query as Record<string, string | number | undefined> } : {}),
        signal,
      } as RequestOptions<C>),
    staleTime,
    ...(gcTime === undefined ? {} : { gcTime }),
    ...(silent || !persist ? { meta: { ...(silent ? { silent: true } : {}), ...(persist ? {} : { persist: false }) } } : {}),
  });
}

/**
 * The query of a list call (decision 022): one page per key, the page on
 * screen kept while the next is read, and failures left to the table, which
 * shows them with Reintentar instead of the error dialog.
 */
export function callListQuery<C extends CallDefinition>(call: C, school: SchoolId, options: ParamsOption<C> & { query: CallQuery<C> }) {
  return { ...callQuery(call, school, ...([{ ...options, silent: true }] as QueryArgs<C>)), placeholderData: keepPreviousData };
}

/** What a write sends: its path params and its body. */
export type CallRequest<C extends CallDefinition> = ParamsOption<C> & { body?: CallBody<C> };

interface Effects<TAnswer, TVariables> {
  onSuccess?: (answer: TAnswer, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  /** Calls whose reads at this school are read again once the write settles, whatever its outcome. */
  refreshes?: readonly CallDefinition[];
  silent?: boolean;
}

function useEffects<TAnswer, TVariables>(school: SchoolId, { onSuccess, onError, refreshes = [], silent = false }: Effects<TAnswer, TVariables>) {
  const queryClient = useQueryClient();
  return {
    ...(onSuccess ? { onSuccess } : {}),
    ...(onError ? { onError } : {}),
    onSettled: () => Promise.all(refreshes.map((call) => queryClient.invalidateQueries({ queryKey: [call.name, school] }))),
    ...(silent ? { meta: { silent: true } } : {}),
  };
}

/**
 * A write of a call. `request` turns what the screen passes into params and
 * body (by default the screen passes the body itself).
 */
export function useCallMutation<C extends CallDefinition, TVariables = CallBody<C>>(
  call: C,
  school: SchoolId,
  { request, ...effects }: Effects<CallResponse<C>, TVariables> & { request?: (variables: TVariables) => CallRequest<C> } = {},
) {
  const toRequest = request ?? ((variables: TVariables) => ({ body: variables as CallBody<C> }) as CallRequest<C>);
  return useMutation({
    mutationFn: (variables: TVariables) => apiRequest(call, { school, ...toRequest(variables) } as RequestOptions<C>),
    ...useEffects(school, effects),
  });
}

/** An upload call: the screen passes the file. */
export function useUploadMutation<C extends UploadCall>(call: C, school: SchoolId, effects: Effects<CallResponse<C>, File> = {}) {
  return useMutation({
    mutationFn: (file: File) => apiUpload(call, { school, file, fileName: file.name } as unknown as UploadOptions & ParamsOption<C>),
    ...useEffects(school, effects),
  });
}

/** A download call: `params` (and `query`) name the file from what the screen passes; success receives the bytes. */
export function useDownloadMutation<C extends DownloadCall, TVariables>(
  call: C,
  school: SchoolId,
  { params, query, ...effects }: Effects<Blob, TVariables> & { params?: (variables: TVariables) => NonNullable<CallParamValues<C>>; query?: (variables: TVariables) => Record<string, string | undefined> },
) {
  return useMutation({
    mutationFn: (variables: TVariables) => apiDownload(call, { school, params: params?.(variables) ?? {}, ...(query ? { query: query(variables) } : {}) }),
    ...useEffects(school, effects),
  });
}
