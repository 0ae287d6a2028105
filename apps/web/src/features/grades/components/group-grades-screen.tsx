import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import { GRADES_MSG, type GroupGradesAnswer, type SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { StatusScreen } from '../../../components/ui/status-screen';
import { StatusTag } from '../../../components/ui/status-tag';
import { useGroupGrades } from '../api/get-group-grades';
import { explainGroupGrade, gradeNumber, gradeTone, isFinal } from '../utils/grade-format';
import { GradeBreakdown } from './grade-breakdown';
import { GradeExplanationPanel } from './grade-explanation-panel';
import { RadialCard } from './grade-radial';
import { TeacherComments } from './teacher-comments';

/** What Calificaciones needs of the group's detail (grupos.informacion): its name and planned counts. */
export interface GradesGroupCourse {
  grupo_corto: string;
  num_ejercicios: number;
  num_examenes: number;
}

interface GroupGradesScreenProps {
  school: SchoolId;
  studentId: number;
  /** The group's id decoded from the URL; null when the URL carried no readable one. */
  groupId: number | null;
  /** The group's detail: undefined while it is read, 'error' when it could not be. */
  course: GradesGroupCourse | undefined | 'error';
  onBack: () => void;
}

const APPROVED_BY_COMMENT = 70;
const ESTATUS_COLOR = { [GRADES_MSG.gradePassed]: 'success', [GRADES_MSG.gradeFailed]: 'error', [GRADES_MSG.gradeInProgress]: 'default' } as const;

function GradeCards({ grades }: { grades: GroupGradesAnswer }) {
  const { asistencias, ejercicios, examenes, calificacion_total, estatus } = grades;
  const part = (title: string, points: number, limit: number) => (
    <RadialCard title={title} value={points} max={limit} valueText={gradeNumber(points)} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
      {part('Participación', asistencias.pts_total_asistencia, asistencias.limite)}
      {part('Ejercicios', ejercicios.pts_total_ejercicios, ejercicios.limite)}
      {part('Exámenes', examenes.pts_total_examenes, examenes.limite)}
      <RadialCard
        title="Total"
        value={calificacion_total}
        max={100}
        valueText={gradeNumber(calificacion_total)}
        tone={gradeTone(calificacion_total, isFinal(grades))}
        footer={<StatusTag label={estatus} color={ESTATUS_COLOR[estatus]} />}
      />
      {grades.aprobado_por_comentario === 1 && (
        // Spec 2 §2: fixed at 70 out of 100 when an accepted comment approved the student.
        <RadialCard title={GRADES_MSG.approvedByComment} value={APPROVED_BY_COMMENT} max={100} valueText={gradeNumber(APPROVED_BY_COMMENT)} tone="success" />
      )}
    </Box>
  );
}

/**
 * Calificaciones (spec 2 §2 "Grades"): radial cards of participation,
 * exercises, exams and the total, "¿Cómo se calcula?", the breakdown tables
 * and the teachers' comments; back to DetalleGrupo.
 *
 * 'Aprobado por comentario' (fixed 70/100) shows when calificacion.grupo says
 * an accepted failing-student comment approved the student (decision 015).
 */
export function GroupGradesScreen({ school, studentId, groupId, course, onBack }: GroupGradesScreenProps) {
  const { data: grades, isPending, isError } = useGroupGrades(school, studentId, groupId);
  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack}>
      Grupo
    </Button>
  );

  if (groupId === null || (isError && !grades)) {
    return (
      <StatusScreen icon={<SearchOff />} title="No pudimos mostrar tus calificaciones" actions={back}>
        Regresa al grupo e inténtalo de nuevo.
      </StatusScreen>
    );
  }

  const explanation = !grades || course === undefined ? null : course === 'error' ? 'error' : explainGroupGrade(grades, course);
  return (
    <Page title="Calificaciones" actions={back}>
      {course !== undefined && course !== 'error' && (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 2, fontWeight: 600 }}>
          Grupo {course.grupo_corto}
        </Typography>
      )}
      {isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Cargando calificaciones">
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={168} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <GradeCards grades={grades} />
          <GradeExplanationPanel explanation={explanation} />
          <GradeBreakdown grades={grades} />
          <TeacherComments comments={grades.comentario} />
        </Stack>
      )}
    </Page>
  );
}
