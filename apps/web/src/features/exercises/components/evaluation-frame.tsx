import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Refresh from '@mui/icons-material/Refresh';
import SearchOff from '@mui/icons-material/SearchOff';
import { EXERCISES_MSG, formatMessage, type SolvedEvaluation } from '@lms/contract';
import { StatusScreen } from '../../../components/ui/status-screen';
import { StatusTag } from '../../../components/ui/status-tag';
import { evaluationHeading } from '../utils/evaluation-heading';

interface EvaluationFrameProps {
  onBack: () => void;
  /** Where Back goes: the group's lessons, or Mis grupos for the extraordinary exam. */
  backLabel?: string;
  children: ReactNode;
}

/** The screen's frame: phone width first, the way back to the group's lessons on top. */
export function EvaluationFrame({ onBack, backLabel = 'Lecciones', children }: EvaluationFrameProps) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 2 }}>
      <Box sx={{ mb: 1 }}>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {backLabel}
        </Button>
      </Box>
      {children}
    </Box>
  );
}

export function EvaluationSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Cargando preguntas">
      <Skeleton variant="text" height={44} width="70%" />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={180} />
    </Stack>
  );
}

interface EvaluationProblemProps {
  message: string;
  onBack: () => void;
  backLabel?: string;
  onRetry?: () => void;
}

/** What could not be opened, why (the server's message when there is one) and the ways on. */
export function EvaluationProblem({ message, onBack, backLabel = 'Lecciones', onRetry }: EvaluationProblemProps) {
  return (
    <StatusScreen
      icon={<SearchOff />}
      title={EXERCISES_MSG.evaluationLoadFailed}
      actions={
        <>
          {onRetry && (
            <Button variant="outlined" startIcon={<Refresh />} onClick={onRetry}>
              Reintentar
            </Button>
          )}
          <Button variant="contained" startIcon={<ArrowBack />} onClick={onBack}>
            {backLabel}
          </Button>
        </>
      }
    >
      {message}
    </StatusScreen>
  );
}

/** The title (examTitle for an exam, with the 'Recuperación' tag), the group and the lesson. */
export function EvaluationHeader({ evaluacion, groupName }: { evaluacion: SolvedEvaluation['evaluacion']; groupName: string | undefined }) {
  const { title, recovery } = evaluationHeading(evaluacion);
  // The extraordinary exam is the level's, not a lesson's (decision 033).
  const lesson = evaluacion.extraordinario ? EXERCISES_MSG.extraordinarySubtitle : formatMessage(EXERCISES_MSG.lessonNumber, { n: evaluacion.leccion });
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {recovery && <StatusTag label={EXERCISES_MSG.recoveryTag} color="warning" />}
      </Stack>
      <Typography color="text.secondary">{groupName ? `${groupName} · ${lesson}` : lesson}</Typography>
    </Box>
  );
}
