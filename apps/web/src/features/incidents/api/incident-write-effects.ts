import { showSuccess } from '../../../lib/errors/feedback-store';
import { isOfflineFailure } from '../../../lib/network/offline-failure';

/*
 * What every incident write shares (docs/decisions/027 "Screens"): it is
 * silent for the generic error dialog, its failure goes to `onError` (the
 * incident error dialog with the copy button, spec 3 §8); a success shows the
 * server's message; the lists it names are read again whatever the outcome,
 * so after a 409 the screen shows the incident as it is now.
 */
export type OnIncidentError = (error: Error) => void;

export function incidentWriteEffects(onError: OnIncidentError) {
  // Offline, the app says once that the write needs the network (lib/query-client.ts).
  return { silent: true, onError: (error: Error) => (isOfflineFailure(error) ? undefined : onError(error)), onSuccess: ({ message }: { message: string }) => showSuccess(message) };
}
