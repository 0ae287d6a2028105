import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import type { SchoolId } from '@lms/contract';
import { StatusScreen } from '../../../components/ui/status-screen';
import { useGroupInformation } from '../api/get-group-information';
import { teacherTurnOf } from '../utils/teacher-schedule';
import { CourseInfoCard, TeachersCard, WeightingCard } from './group-info-cards';
import { GroupHeader } from './group-header';
import { ScheduleChips } from './schedule-chips';
import { TeacherGroupOptionsList } from './teacher-group-options-list';

interface TeacherGroupDetailScreenProps {
  school: SchoolId;
  /** The signed-in user: which teacher of the group they are decides their schedule days. */
  userId: number;
  /** The group of the `id` search parameter (decoded by lib/routing's idIn); null when unreadable. */
  groupId: number | null;
  /** Route names that have a screen (app/screens.ts). */
  availableScreens: ReadonlySet<string>;
  /** Shown right under the header once the group is read: the attendance code entry, from its own feature. */
  belowHeader?: ReactNode;
  /** Other features' panels below the options ('En riesgo'), drawn from the group once read (its cycle). */
  afterOptions?: (group: { id_ciclo: number }) => ReactNode;
  onBack: () => void;
}

/** DetalleGrupoTeacher (spec 3 §2, screen 2): header, schedule chips, the group's options, its information and weighting. */
export function TeacherGroupDetailScreen({ school, userId, groupId, availableScreens, belowHeader, afterOptions, onBack }: TeacherGroupDetailScreenProps) {
  const valid = groupId !== null;
  const { data: group, isPending, isError } = useGroupInformation(school, groupId);
  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack}>
      Mis grupos
    </Button>
  );

  // A refused group (not theirs, 403) or an unknown one (404): the error dialog has said why.
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
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Cargando grupo">
          <Skeleton variant="rounded" height={130} />
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={280} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <GroupHeader group={group} />
          {belowHeader}
          <ScheduleChips group={group} turn={teacherTurnOf(group, userId)} />
          <TeacherGroupOptionsList groupId={groupId} availableScreens={availableScreens} />
          {afterOptions?.(group)}
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
