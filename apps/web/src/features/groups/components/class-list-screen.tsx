import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonOff from '@mui/icons-material/PersonOff';
import SearchOff from '@mui/icons-material/SearchOff';
import type { ClassStudent, SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { StatusScreen } from '../../../components/ui/status-screen';
import { isApiError } from '../../../lib/api/api-error';
import { useClassList } from '../api/get-class-list';
import { useGroupInformation } from '../api/get-group-information';
import { studentCountLabel } from '../utils/teacher-group-options';

interface ClassListScreenProps {
  school: SchoolId;
  /** The group of the `id` search parameter (decoded by lib/routing's idIn); null when unreadable. */
  groupId: number | null;
  /** Back to the group's detail. */
  onBack: () => void;
  /** Back to Mis grupos, when the group cannot be opened. */
  onBackToGroups: () => void;
}

const AVATAR_SIZE = 44;

function StudentsSkeleton() {
  return (
    <Paper variant="outlined" role="status" aria-busy="true" aria-label="Cargando alumnos">
      {Array.from({ length: 6 }, (_, i) => (
        <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
          <Skeleton variant="circular" width={AVATAR_SIZE} height={AVATAR_SIZE} />
          <Stack sx={{ flex: 1 }}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="35%" />
          </Stack>
        </Stack>
      ))}
    </Paper>
  );
}

function StudentsList({ students }: { students: ClassStudent[] }) {
  if (students.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <PersonOff aria-hidden color="primary" sx={{ fontSize: 48 }} />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Este grupo aún no tiene alumnos
          </Typography>
          <Typography color="text.secondary">Cuando la sucursal inscriba alumnos en el grupo, aparecerán aquí.</Typography>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <List aria-label="Alumnos" disablePadding>
        {students.map((student, index) => (
          <ListItem key={student.id_alumno} divider={index < students.length - 1}>
            <ListItemAvatar sx={{ minWidth: AVATAR_SIZE + 16 }}>
              <PersonAvatar name={student.alumno} avatar={student.avatar} size={AVATAR_SIZE} />
            </ListItemAvatar>
            <ListItemText
              primary={student.alumno}
              secondary={`Matrícula ${student.matricula}`}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** ListaAlumnos (spec 3 §2, screen 3): the students of a teacher's group with their avatars. */
export function ClassListScreen({ school, groupId, onBack, onBackToGroups }: ClassListScreenProps) {
  const valid = groupId !== null;
  const students = useClassList(school, groupId);
  // The group's short name heads the list; grupos.informacion is usually cached from the detail.
  const group = useGroupInformation(school, groupId);
  const refused = isApiError(students.error) && (students.error.status === 403 || students.error.status === 404);

  // Not a group of theirs, or none at all: the error dialog (grupos.informacion) has said why.
  if (!valid || refused) {
    return (
      <StatusScreen
        icon={<SearchOff />}
        title="No pudimos abrir este grupo"
        actions={
          <Button startIcon={<ArrowBack />} onClick={onBackToGroups}>
            Mis grupos
          </Button>
        }
      >
        Regresa a tus grupos y elige uno de la lista.
      </StatusScreen>
    );
  }

  let content;
  if (students.data) {
    content = <StudentsList students={students.data} />;
  } else if (students.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" loading={students.isFetching} onClick={() => void students.refetch()}>
            Reintentar
          </Button>
        }
      >
        No pudimos cargar la lista de alumnos.
      </Alert>
    );
  } else {
    content = <StudentsSkeleton />;
  }

  return (
    <Page
      title="Lista de alumnos"
      actions={
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          Grupo
        </Button>
      }
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', minHeight: 28 }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {group.data?.grupo_corto ?? (group.isPending ? <Skeleton width={110} aria-hidden /> : null)}
          </Typography>
          {students.data && <Typography color="text.secondary">{studentCountLabel(students.data.length)}</Typography>}
        </Stack>
        {content}
      </Stack>
    </Page>
  );
}
