import { isApiError } from '../../../lib/api/api-error';
import { showError, showErrorMessage, showSuccess } from '../../../lib/errors/feedback-store';

/**
 * What both comment writes share: a success shows the server's message; a
 * failure shows the server's message in the error dialog whatever its
 * status (spec 3 §8 "Comment-add failure shows the server message in an
 * error dialog": a 403 or 409 says why too). Without a message (no answer, a
 * lost session) the generic dialog decides.
 */
export const commentWriteEffects = {
  silent: true,
  onSuccess: ({ message }: { message: string }) => showSuccess(message),
  onError: (error: Error) => {
    if (isApiError(error) && error.serverMessage && !error.sessionExpired) showErrorMessage(error.serverMessage);
    else showError(error);
  },
};
