import { MSG } from '@lms/contract';
import { isApiError } from '../api/api-error';

function messageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/**
 * Text of the generic error dialog (spec 1 §8): 400/500 show the server's
 * message (fallback 'Error en la conexión con el servidor'), 404 a fixed text,
 * 0 (no answer) the server-down text, any other status the raw error.
 */
export function errorMessageFor(status: number, body: unknown): string {
  const message = messageOf(body);
  switch (status) {
    case 400:
    case 500:
      return message ?? MSG.connectionError;
    case 404:
      return MSG.routeNotFound;
    case 0:
      return MSG.serverDown;
    default:
      return message ?? `Error ${status}`;
  }
}

/** The dialog text of anything a call or a mutation may throw. */
export function errorMessageOf(error: unknown): string {
  if (isApiError(error)) return errorMessageFor(error.status, { message: error.serverMessage });
  return MSG.connectionError;
}
