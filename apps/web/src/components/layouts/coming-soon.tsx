import { useSyncExternalStore } from 'react';
import { MSG } from '@lms/contract';
import styles from './shell.module.css';

/*
 * Entries whose screen arrives with a later area (Soporte, the options of a
 * teacher's group whose screens are not built yet, the back-office drawer):
 * shown with a "Pronto" tag and, when tapped, a short notice instead of a
 * grey entry that says nothing (decision 004).
 */

let open = false;
const listeners = new Set<() => void>();
function publish(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the user the tapped section is not available yet. */
export function showComingSoon(): void {
  publish(true);
}

/** Whether the notice is showing; the notice itself loads when first shown (coming-soon-notice.tsx). */
export function useComingSoonOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}

export function closeComingSoon(): void {
  publish(false);
}

/** The small "Pronto" tag beside an entry's name. */
export function ComingSoonTag() {
  return <span className={styles.comingSoon}>{MSG.comingSoonTag}</span>;
}
