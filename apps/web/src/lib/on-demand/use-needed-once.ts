import { useState } from 'react';

/**
 * True from the first time `needed` is. A part loaded on demand (decision 007,
 * "Code splitting") renders from then on and stays mounted, so its closing
 * transition plays.
 */
export function useNeededOnce(needed: boolean): boolean {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  return needed || wasNeeded;
}
