import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOf } from '../../../lib/errors/error-message';

/**
 * Whether a failed incident call opens the incident error dialog (spec 3 §8).
 * A lost session already went to Login, and with no network the app says
 * the write needs the network (decision 032), as for every other write.
 */
export function shouldReportIncidentError(error: unknown, online: boolean): boolean {
  if (!isApiError(error)) return true;
  if (error.sessionExpired) return false;
  return !(error.status === 0 && !online);
}

/**
 * What the incident error dialog says: the server's message, or the raw body
 * of an answer without one (spec 3 §8: "the message or the raw body"), or the
 * generic text of its status (no answer at all, an answer that broke the contract).
 */
export function incidentErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.serverMessage?.trim()) return error.serverMessage;
    if (error.rawBody) return error.rawBody;
  }
  return errorMessageOf(error);
}

/** A refusal because the incident changed (409) or is gone (404): the dialog that asked is out of date. */
export function isStaleIncidentError(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 404);
}
