import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNote from '@mui/icons-material/EventNote';
import { useNavigate } from 'react-router';
import { GROUP_NEXT_MSG, isClassRunning, type GroupSummary, type SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { showWarning } from '../../../lib/errors/feedback-store';
import { screenPath } from '../../../lib/routing';
import { useNow } from '../../../lib/time/use-now';
import { useStudentGroups } from '../api/get-student-groups';
import { groupTapAction } from '../utils/group-status';
import { GroupCard } from './group-card';
import { RefreshButton } from './refresh-button';
import styles from './group-card.module.css';

interface StudentGroupsScreenProps {
  school: SchoolId;
  userId: number;
  /** The list kept with the session, shown until the cache has a newer one. */
  storedGroups: GroupSummary[];
}

/** Mis grupos (spec 2 §2): the login's groups from the query cache, a refresh button, warnings on tap. */
export function StudentGroupsScreen({ school, userId, storedGroups }: StudentGroupsScreenProps) {
  const navigate = useNavigate();
  const now = useNow();
  const { groups, refresh } = useStudentGroups(school, userId, storedGroups);

  const onSelect = (group: GroupSummary) => {
    const action = groupTapAction(group, groups);
    if (action.kind === 'warning') {
      const examOf = action.extraordinaryOf;
      showWarning(action.message, {
        next: action.next,
        groupId: examOf ?? group.id,
        // The extraordinary exam is the Examen screen of that group's level (decision 033).
        action: examOf === undefined ? undefined : { label: GROUP_NEXT_MSG.takeExtraordinary, run: () => void navigate(screenPath('Examen', { grupo: examOf }, { extraordinario: 1 })) },
      });
    }
    // The id travels in the URL so a reload of the detail still knows its group.
    else void navigate(screenPath('DetalleGrupo', { id: group.id }));
  };

  return (
    <Page
      title="Mis grupos"
      actions={<RefreshButton onRefresh={refresh} />}
    >
      {groups.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <EventNote aria-hidden color="primary" sx={{ fontSize: 48 }} />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Aún no tienes grupos asignados
            </Typography>
            <Typography color="text.secondary">
              Cuando tu sucursal te inscriba en un grupo, aparecerá aquí. Toca «Actualizar» para volver a consultar.
            </Typography>
          </Stack>
        </Paper>
      ) : (
        <ul className={styles.list} aria-label="Grupos">
          {groups.map((group) => (
            <GroupCard key={group.id} group={group} running={isClassRunning(group, now)} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </Page>
  );
}
