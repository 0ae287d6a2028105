import { useSyncExternalStore } from 'react';
import { isApiError } from '../api/api-error';
import { errorMessageOf } from './error-message';

export type FeedbackKind = 'error' | 'success' | 'warning';

/** A button of a warning that leads to what the student should do next (the extraordinary exam). */
export interface FeedbackAction {
  label: string;
  run: () => void;
}

export interface Feedback {
  kind: FeedbackKind;
  message: string;
  /** What to do next, under the message (decision 033). */
  next?: string;
  action?: FeedbackAction;
  /** The group the message is about: its branch is the contact shown. */
  groupId?: number;
}

/** What a warning adds to its message. */
export type WarningExtras = Pick<Feedback, 'next' | 'action' | 'groupId'>;

// One dialog at a time: a newer message replaces the one on screen.
let current: Feedback | null = null;
const listeners = new Set<() => void>();

function publish(next: Feedback | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the red generic error dialog for anything a call threw. */
export function showError(error: unknown): void {
  if (isApiError(error)) {
    // A lost session already sent the user to Login.
    if (error.sessionExpired) return;
    // Offline, the offline notice already explains a read; a write says it needs the network (query-client.ts).
    if (error.status === 0 && !navigator.onLine) return;
  }
  publish({ kind: 'error', message: errorMessageOf(error) });
}

/** The red dialog with a text of the app's own (a check made before any call). */
export function showErrorMessage(message: string): void {
  publish({ kind: 'error', message });
}

export function showSuccess(message: string): void {
  publish({ kind: 'success', message });
}

export function showWarning(message: string, extras: WarningExtras = {}): void {
  publish({ kind: 'warning', message, ...extras });
}

export function closeFeedback(): void {
  publish(null);
}

export function useFeedback(): Feedback | null {
  return useSyncExternalStore(subscribe, () => current);
}
