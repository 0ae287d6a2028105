import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Rows of a <dl>, one divider between each.
const ROW = { py: 0.75, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } } as const;

/**
 * A label/value line inside a detail card: side by side, or `stacked` (the
 * label above) for long values such as an address.
 */
export function DetailRow({ label, value, stacked = false }: { label: string; value: ReactNode; stacked?: boolean }) {
  if (stacked) {
    return (
      <Box sx={ROW}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    );
  }
  return (
    <Stack direction="row" sx={{ ...ROW, justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}
