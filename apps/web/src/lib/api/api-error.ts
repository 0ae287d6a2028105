/** The longest raw body an ApiError keeps. */
export const RAW_BODY_MAX = 2000;

/** A failed API call: HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  /** A 401 on a signed-in call: the session is gone and the app already went to Login. */
  readonly sessionExpired: boolean;
  /**
   * The answer's body as text when it carried no usable message (a proxy's
   * HTML page, a bare text), at most RAW_BODY_MAX characters: the incident
   * screens show it so it can be copied (spec 3 §8). Null otherwise.
   */
  readonly rawBody: string | null;

  constructor(status: number, serverMessage: string | null, sessionExpired = false, rawBody: string | null = null) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Error ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.sessionExpired = sessionExpired;
    this.rawBody = rawBody;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
