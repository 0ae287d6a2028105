import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';

export interface AccountField {
  label: string;
  value: string | number | null | undefined;
}

/** "Mi cuenta" of staff: the account's data, read only, and what follows it (the password change). */
export function AccountCard({ fields, children }: { fields: AccountField[]; children?: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label="Mi cuenta">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <AccountCircle aria-hidden color="primary" />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Mi cuenta
          </Typography>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
          {fields.map((field) => (
            <Box key={field.label} sx={{ py: 0.75 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {field.value === null || field.value === undefined || field.value === '' ? 'Sin registrar' : field.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {children && (
          <>
            <Divider sx={{ my: 2 }} />
            {children}
          </>
        )}
      </CardContent>
    </Card>
  );
}
