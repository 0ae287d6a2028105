import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import { useNavigate, useSearchParams } from 'react-router';
import type { GroupInformation } from '@lms/contract';
import { StatusScreen } from '../components/ui/status-screen';
import { useGroupInformation } from '../features/groups/api/get-group-information';
import { idIn, pathOf, screenPath } from '../lib/routing';
import type { Session } from '../lib/session/session-store';
import { classTimeRange } from '../lib/time/class-time';

/**
 * What every screen under a teacher's group shares (?id= the encoded group):
 * the group read, the 'Grupo' back button to DetalleGrupoTeacher, and the
 * screen said instead when the id is unreadable or the group refused.
 */
export function useTeacherGroupRoute(session: Session) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const groupId = idIn(params);
  const group = useGroupInformation(session.escuela, groupId);
  // Without a readable group, DetalleGrupoTeacher says so itself, as it did for the same address.
  const detail = groupId === null ? `${pathOf('DetalleGrupoTeacher')}?${new URLSearchParams({ id: params.get('id') ?? '' }).toString()}` : screenPath('DetalleGrupoTeacher', { id: groupId });
  const back = (
    <Button startIcon={<ArrowBack />} onClick={() => void navigate(detail)}>
      Grupo
    </Button>
  );
  const refused: ReactNode =
    // A failed re-read of a group already shown (offline, decision 032) keeps it.
    groupId === null || (group.isError && !group.data) ? (
      <StatusScreen icon={<SearchOff />} title="No pudimos abrir este grupo" actions={back}>
        Regresa a tus grupos y elige uno de la lista.
      </StatusScreen>
    ) : null;
  return { groupId, group: group.data, back, refused };
}

/** The group's header card: short name, level badge, course and (with `hours`) the class time. */
export function TeacherGroupHeader({ group, hours = false }: { group: GroupInformation | undefined; hours?: boolean }) {
  return (
    <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {group?.grupo_corto ?? ' '}
          </Typography>
          {group && <Chip label={group.nivel} size="small" sx={{ bgcolor: 'background.paper', color: 'text.primary', fontWeight: 600 }} />}
        </Stack>
        <Typography>{group?.escuela.curso ?? ' '}</Typography>
        {hours && <Typography sx={{ fontWeight: 600 }}>{group ? classTimeRange(group.hora_inicio, group.hora_fin) : ' '}</Typography>}
      </CardContent>
    </Card>
  );
}
