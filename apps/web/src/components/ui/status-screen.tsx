import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred message with actions: no access, unknown page, screens not available yet. */
export function StatusScreen({ icon, title, children, actions }: StatusScreenProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', px: 3, py: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 420 }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
          {icon}
        </Box>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {children && (
          <Typography component="div" color="text.secondary">
            {children}
          </Typography>
        )}
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
