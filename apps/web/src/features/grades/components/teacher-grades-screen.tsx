import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { useTeacherGrades } from '../api/get-teacher-grades';
import { StudentGradeCard } from './student-grade-card';

interface TeacherGradesScreenProps {
  school: SchoolId;
  groupId: number;
  /** From the group's information: a kids group uses the kids call; undefined while it is read. */
  kids: boolean | undefined;
  subtitle: ReactNode;
  back: ReactNode;
}

/** CalificacionGrupo (spec 3 §2.6): each student's total out of 100, the parts and the lessons. */
export function TeacherGradesScreen({ school, groupId, kids, subtitle, back }: TeacherGradesScreenProps) {
  const grades = useTeacherGrades(school, groupId, kids);
  return (
    <Page title="Calificaciones" actions={back}>
      <Stack spacing={1.5}>
        {subtitle}
        {grades.isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label="Cargando calificaciones">
            {[0, 1, 2].map((k) => (
              <Skeleton key={k} variant="rounded" height={80} />
            ))}
          </Stack>
        ) : grades.isError ? (
          <Alert severity="error">No pudimos cargar las calificaciones del grupo.</Alert>
        ) : grades.data.alumnos.length === 0 ? (
          <Typography>Este grupo no tiene alumnos inscritos.</Typography>
        ) : (
          <>
            <Typography color="text.secondary">
              {grades.data.alumnos.length} alumnos · {grades.data.num_sesiones} clases del curso{grades.data.kids ? ' · grupo de KIDS, sin exámenes' : ''}
            </Typography>
            {grades.data.alumnos.map((row) => (
              <StudentGradeCard key={row.id_alumno} row={row} />
            ))}
          </>
        )}
      </Stack>
    </Page>
  );
}
