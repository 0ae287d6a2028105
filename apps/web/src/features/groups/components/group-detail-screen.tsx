import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Assessment from '@mui/icons-material/Assessment';
import FolderOpen from '@mui/icons-material/FolderOpen';
import SearchOff from '@mui/icons-material/SearchOff';
import Videocam from '@mui/icons-material/Videocam';
import { Link as RouterLink } from 'react-router';
import type { SchoolId } from '@lms/contract';
import { StatusScreen } from '../../../components/ui/status-screen';
import { screenPath } from '../../../lib/routing';
import { useGroupInformation } from '../api/get-group-information';
import { CourseInfoCard, TeachersCard, WeightingCard } from './group-info-cards';
import { GroupHeader } from './group-header';

interface GroupDetailScreenProps {
  school: SchoolId;
  /** The group of the `id` search parameter (decoded by lib/routing's idIn); null when unreadable. */
  groupId: number | null;
  /** usuario.acceso's answer; undefined while it is asked. */
  accessGranted: boolean | undefined;
  onBack: () => void;
}

/** DetalleGrupo (spec 2 §2 "Group detail"). */
export function GroupDetailScreen({ school, groupId, accessGranted, onBack }: GroupDetailScreenProps) {
  const valid = groupId !== null;
  const { data: group, isPending, isError } = useGroupInformation(
    school,
    valid && accessGranted === true ? groupId : null,
  );
  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack}>
      Mis grupos
    </Button>
  );

  // A failed re-read of a group already shown (offline, decision 032) keeps it.
  if (!valid || (isError && !group)) {
    return (
      <StatusScreen icon={<SearchOff />} title="No pudimos abrir este grupo" actions={back}>
        Regresa a tus grupos y elige uno de la lista.
      </StatusScreen>
    );
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 2 }}>
      <Box sx={{ mb: 1 }}>{back}</Box>
      {isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Cargando grupo">
          <Skeleton variant="rounded" height={130} />
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <GroupHeader group={group} />
          <GroupLinks groupId={groupId} zoom={group.zoom} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <CourseInfoCard group={group} />
            <WeightingCard group={group} />
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <TeachersCard group={group} />
            </Box>
          </Box>
        </Stack>
      )}
    </Box>
  );
}

/** Recursos, Calificaciones and, for an online group, its video call. */
function GroupLinks({ groupId, zoom }: { groupId: number; zoom: string | null | undefined }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<FolderOpen />}
        component={RouterLink}
        to={screenPath('RecursosGrupoUsuario', { id: groupId })}
      >
        Recursos
      </Button>
      <Button variant="outlined" startIcon={<Assessment />} component={RouterLink} to={screenPath('Calificaciones', { id: groupId })}>
        Calificaciones
      </Button>
      {zoom && (
        <Button
          variant="outlined"
          startIcon={<Videocam />}
          href={zoom}
          target="_blank"
          rel="noopener noreferrer"
        >
          Entrar a la videollamada
        </Button>
      )}
    </Stack>
  );
}
