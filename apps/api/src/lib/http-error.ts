/** An error that becomes `{ message }` with its status; message is Spanish, for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message: string) => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string) => new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new HttpError(409, message, 'CONFLICT');
export const tooManyRequests = (message: string) => new HttpError(429, message, 'TOO_MANY_REQUESTS');
