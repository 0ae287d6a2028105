import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { type LessonResource, type LessonRow, LESSONS_MSG, type ResourceType, type SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { StatusScreen } from '../../../components/ui/status-screen';
import { useStudentResources } from '../api/get-student-resources';
import { lessonStatus, unlockHints } from '../utils/lesson-status';
import type { ResourceSet } from '../utils/resource-links';
import { BackButton } from './lessons-list';

export interface LessonFilesPageProps {
  school: SchoolId;
  userId: number;
  /** The group of the `grupo` search parameter (decoded by lib/routing's idIn); null when unreadable. */
  groupId: number | null;
  /** The `leccion` search parameter, as it came. */
  leccion: string;
  set: ResourceSet;
  onBack: () => void;
}

interface Props extends LessonFilesPageProps {
  /** 'Libros' or 'Videos': the page is titled '{kind} de la lección n'. */
  kind: string;
  tipo: ResourceType;
  emptyText: string;
  children: (row: LessonRow, files: LessonResource[]) => ReactNode;
}

/**
 * The frame of Books and Videos: reads the group's lessons (recursos.usuario),
 * picks the lesson of the URL and hands its files of one kind to the page; a
 * lesson that is not open says why and when, as in the lessons list.
 */
export function LessonFilesPage({ school, userId, groupId, leccion, set, onBack, kind, tipo, emptyText, children }: Props) {
  const number = /^[1-9]\d{0,3}$/.test(leccion) ? Number(leccion) : null;
  const lessons = useStudentResources(school, groupId === null ? null : { id_alumno: userId, id_grupo: groupId, tipo: set });
  const back = <BackButton label="Lecciones" onClick={onBack} />;

  if (groupId === null || number === null || (lessons.isError && !lessons.data)) {
    return (
      <StatusScreen icon={<SearchOff />} title="No pudimos abrir esta lección" actions={back}>
        Regresa a tus lecciones y elige una de la lista.
      </StatusScreen>
    );
  }

  let content: ReactNode;
  const rows = lessons.data;
  const index = rows?.findIndex((r) => r.leccion === number) ?? -1;
  const row = rows?.[index];
  if (!rows) {
    content = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label="Cargando lección">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  } else if (!row) {
    content = <Alert severity="warning">{LESSONS_MSG.lessonNotFound}</Alert>;
  } else if (row.abrir !== 1) {
    content = (
      <Alert severity="info">
        <Box sx={{ fontWeight: 700 }}>{lessonStatus(row).text}</Box>
        {unlockHints(rows, index).map((hint) => (
          <Box key={hint}>{hint}</Box>
        ))}
      </Alert>
    );
  } else {
    const files = row.recursos.filter((r) => r.tipo === tipo);
    content = files.length > 0 ? children(row, files) : <Typography color="text.secondary">{emptyText}</Typography>;
  }
  return (
    <Page title={`${kind} de la lección ${number}`} actions={back}>
      {content}
    </Page>
  );
}
