/** A failed API call: HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  /** A 401 on a signed-in call: the session is gone and the app already went to Login. */
  readonly sessionExpired: boolean;

  constructor(status: number, serverMessage: string | null, sessionExpired = false) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Error ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.sessionExpired = sessionExpired;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
