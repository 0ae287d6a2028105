import { useId } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { atRiskCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';
import { ReasonsList } from '../../../components/lists/reasons-list';

interface AtRiskCardProps {
  school: SchoolId;
  groupId: number;
  /** Where 'Comentarios' opens for these students, when that screen exists. */
  commentsPath: ((studentIds: readonly number[]) => string) | null;
}

/**
 * 'En riesgo' on the teacher's group (issue 10): the students whose grade,
 * absences or open incidents put them at risk, each with its reasons. Silent
 * when nobody is (or the list cannot be read: the rest of the screen stands).
 */
export function AtRiskCard({ school, groupId, commentsPath }: AtRiskCardProps) {
  const titleId = useId();
  const risk = useQuery(callQuery(atRiskCall, school, { body: { id_grupo: groupId }, silent: true }));
  if (!risk.data || risk.data.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ borderColor: 'warning.main' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <WarningAmber color="warning" aria-hidden />
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
            En riesgo ({risk.data.length})
          </Typography>
        </Stack>
        <ReasonsList people={risk.data} />
        {commentsPath && (
          <Button component={RouterLink} to={commentsPath(risk.data.map((s) => s.id_alumno))} sx={{ mt: 1 }}>
            Ir a Comentarios
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
