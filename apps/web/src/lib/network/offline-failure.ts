import { isApiError } from '../api/api-error';

/** A call that got no answer because the device is offline (not a server that is down). */
export function isOfflineFailure(error: unknown): boolean {
  return isApiError(error) && error.status === 0 && !navigator.onLine;
}
