import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SchoolId, TeacherResource } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { useTeacherResources } from '../api/get-teacher-resources';
import { ResourceQuestionsDialog } from './resource-questions-dialog';

const KIND: Record<number, string> = { 1: 'Ejercicio', 2: 'Examen', 3: 'Examen de recuperación' };

/** RecursoGrupo (spec 3 §2.5): the group's exercises and exams by lesson; one opens with its questions. */
export function TeacherResourcesScreen({ school, groupId, subtitle, back }: { school: SchoolId; groupId: number; subtitle: ReactNode; back: ReactNode }) {
  const resources = useTeacherResources(school, groupId);
  const [open, setOpen] = useState<TeacherResource | null>(null);
  const lessons = [...new Set((resources.data ?? []).map((r) => r.leccion))];
  return (
    <Page title="Recursos asignados" actions={back}>
      <Stack spacing={1.5}>
        {subtitle}
        {resources.isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label="Cargando recursos">
            {[0, 1, 2].map((k) => (
              <Skeleton key={k} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : resources.isError ? (
          <Alert severity="error">No pudimos cargar los recursos del grupo.</Alert>
        ) : lessons.length === 0 ? (
          <Typography>El nivel de este grupo aún no tiene ejercicios ni exámenes.</Typography>
        ) : (
          <Paper variant="outlined">
            <List aria-label="Recursos del grupo" disablePadding>
              {lessons.map((leccion) => (
                <li key={leccion}>
                  <List disablePadding aria-label={`Lección ${leccion}`}>
                    <ListSubheader sx={{ fontWeight: 700 }}>Lección {leccion}</ListSubheader>
                    {resources.data
                      .filter((r) => r.leccion === leccion)
                      .map((r) => (
                        <ListItem key={r.id_evaluacion} disablePadding>
                          <ListItemButton onClick={() => setOpen(r)}>
                            <ListItemText primary={r.nombre} secondary={`${KIND[r.tipo] ?? 'Recurso'} · ${r.preguntas.length} preguntas`} />
                          </ListItemButton>
                        </ListItem>
                      ))}
                  </List>
                </li>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
      <ResourceQuestionsDialog resource={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
