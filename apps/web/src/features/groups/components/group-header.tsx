import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isClassRunning, type GroupInformation } from '@lms/contract';
import { classTimeRange } from '../../../lib/time/class-time';
import { useNow } from '../../../lib/time/use-now';
import { RunningChip } from './running-chip';

/** The head of a group's detail (student's and teacher's): short name, course, level, time, CORRIENDO. */
export function GroupHeader({ group, children }: { group: GroupInformation; children?: ReactNode }) {
  const now = useNow();
  return (
    <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {group.grupo_corto}
          </Typography>
          {isClassRunning(group, now) && <RunningChip />}
        </Stack>
        <Typography sx={{ mt: 0.5 }}>{group.escuela.curso}</Typography>
        <Typography>{group.nivel}</Typography>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{classTimeRange(group.hora_inicio, group.hora_fin)}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
