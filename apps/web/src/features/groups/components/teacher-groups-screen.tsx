import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNote from '@mui/icons-material/EventNote';
import { useNavigate } from 'react-router';
import { isClassRunning, type SchoolId, type TeacherGroup } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { screenPath } from '../../../lib/routing';
import { useNow } from '../../../lib/time/use-now';
import { useTeacherGroups } from '../api/get-teacher-groups';
import { RefreshButton } from './refresh-button';
import { TeacherGroupCard } from './teacher-group-card';
import styles from './group-card.module.css';

interface TeacherGroupsScreenProps {
  school: SchoolId;
  /** The signed-in teacher: grupos.teachers answers only for the session's own id. */
  teacherId: number;
  /** Shown above the groups (the 'Carga tu video' card of another area). */
  aboveGroups?: ReactNode;
}

function NoGroups() {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <EventNote aria-hidden color="primary" sx={{ fontSize: 48 }} />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Aún no tienes grupos asignados
        </Typography>
        <Typography color="text.secondary">
          Cuando la coordinación te asigne un grupo de un ciclo abierto, aparecerá aquí. Toca «Actualizar» para volver a consultar.
        </Typography>
      </Stack>
    </Paper>
  );
}

/** Mis grupos of a teacher (spec 3 §2, screen 1): the groups they teach as teacher 1 or 2, with a refresh button. */
export function TeacherGroupsScreen({ school, teacherId, aboveGroups }: TeacherGroupsScreenProps) {
  const navigate = useNavigate();
  const now = useNow();
  const { groups, isError, isFetching, refetch, refresh } = useTeacherGroups(school, teacherId);

  // The id travels in the URL so a reload of the detail still knows its group.
  const onSelect = (group: TeacherGroup) => void navigate(screenPath('DetalleGrupoTeacher', { id: group.id }));

  let content;
  if (groups) {
    content =
      groups.length === 0 ? (
        <NoGroups />
      ) : (
        <ul className={styles.list} aria-label="Grupos">
          {groups.map((group) => (
            <TeacherGroupCard key={group.id} group={group} running={isClassRunning(group, now)} onSelect={onSelect} />
          ))}
        </ul>
      );
  } else if (isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" loading={isFetching} onClick={() => void refetch()}>
            Reintentar
          </Button>
        }
      >
        No pudimos cargar tus grupos.
      </Alert>
    );
  } else {
    content = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label="Cargando grupos">
        <Skeleton variant="rounded" height={150} />
        <Skeleton variant="rounded" height={150} />
        <Skeleton variant="rounded" height={150} />
      </Stack>
    );
  }

  return (
    <Page title="Mis grupos" actions={<RefreshButton onRefresh={refresh} />}>
      {aboveGroups}
      {content}
    </Page>
  );
}
