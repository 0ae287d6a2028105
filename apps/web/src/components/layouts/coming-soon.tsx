import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { MSG } from '@lms/contract';

/*
 * Entries whose screen arrives with a later area (Soporte, the teacher's
 * Grupos, Recursos and Calificaciones of a group, the back-office drawer):
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
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', ml: 0.5, px: 0.75, borderRadius: 1, bgcolor: 'action.selected', color: 'text.secondary', fontSize: '0.68rem', fontWeight: 600, lineHeight: 1.6, verticalAlign: 'middle' }}
    >
      {MSG.comingSoonTag}
    </Box>
  );
}
