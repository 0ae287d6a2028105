import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Schedule from '@mui/icons-material/Schedule';
import { classDaysLabel, type GroupSummary } from '@lms/contract';
import { classTimeRange } from '../../../lib/time/class-time';
import { groupStatusOf } from '../utils/group-status';
import { GroupStatusChip } from './group-status-chip';
import { RunningChip } from './running-chip';

interface GroupCardProps {
  group: GroupSummary;
  running: boolean;
  onSelect: (group: GroupSummary) => void;
}

const BORDER = {
  habilitado: 'primary.main',
  bloqueado: 'grey.500',
  reprobado: 'error.main',
  extraordinario: 'warning.main',
} as const;

export function GroupCard({ group, running, onSelect }: GroupCardProps) {
  const status = groupStatusOf(group);
  const days = classDaysLabel(group);
  return (
    <Card
      component="li"
      variant="outlined"
      data-group-status={status}
      sx={{
        listStyle: 'none',
        borderLeft: 6,
        borderLeftColor: BORDER[status],
        bgcolor: status === 'habilitado' ? 'background.paper' : 'grey.50',
      }}
    >
      <CardActionArea onClick={() => onSelect(group)}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {group.grupo_corto}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
              {running && <RunningChip />}
              <GroupStatusChip status={status} />
            </Stack>
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {group.curso} · {group.nivel}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {group.ciclo}
          </Typography>
          <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Schedule fontSize="small" aria-hidden />
              <Typography variant="body2">{classTimeRange(group.hora_inicio, group.hora_fin)}</Typography>
            </Stack>
            {days && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <CalendarMonth fontSize="small" aria-hidden />
                <Typography variant="body2">{days}</Typography>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
