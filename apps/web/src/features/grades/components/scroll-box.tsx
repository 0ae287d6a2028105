import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Tight cells for the grade tables: a 360 px phone holds three or four columns. */
export const compactTableSx = { '& th, & td': { px: 1 }, '& th': { fontWeight: 700 } } as const;

/**
 * A table's own sideways scroll, for a phone narrower or a text larger than
 * planned: the page never scrolls sideways. Focusable, so a keyboard can
 * scroll it too.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
      {children}
    </Box>
  );
}
