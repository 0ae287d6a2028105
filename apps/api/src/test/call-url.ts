import { callPath, queryString, type CallDefinition } from '@lms/contract';

/** The API root of a school, as the service serves it (school 1 answers at /api/1/). */
export function apiRoot(school: number): string {
  return `/api/${school}/`;
}

export interface CallUrlOptions {
  /** Path parameters by name, filled into the call's `:params` and URI-encoded (the contract's callPath). */
  params?: Record<string, string | number> | undefined;
  /** 1 unless given. */
  school?: number | undefined;
  /** Appended as a query string, as the web client writes it (the contract's queryString). */
  query?: Record<string, string | number | boolean> | undefined;
}

/**
 * The one URL builder of the API tests and the call harness:
 * `/api/<school>/<the call's path with its params filled and encoded>[?query]`.
 */
export function callUrl(call: CallDefinition, options: CallUrlOptions = {}): string {
  return `${apiRoot(options.school ?? 1)}${callPath(call, options.params)}${queryString(options.query)}`;
}
