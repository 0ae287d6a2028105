import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SchoolId } from '@lms/contract';
import { useGroupAtRisk } from '../api/get-group-at-risk';
import { ReasonsList } from '../../../components/lists/reasons-list';

interface AtRiskFromGroupProps {
  school: SchoolId;
  groupId: number;
  /** The students the group's 'En riesgo' panel listed (the address's `alumnos`). */
  studentIds: readonly number[];
}

/**
 * Comentarios opened from a group's 'En riesgo' (decision 028): those
 * students with their reasons, as the panel listed them. While the cycle
 * runs none of them can be in the failing list (spec 3 §5's filter needs the
 * extraordinary exam's grade), so the card says when a comment can be sent.
 */
export function AtRiskFromGroup({ school, groupId, studentIds }: AtRiskFromGroupProps) {
  const titleId = useId();
  const risk = useGroupAtRisk(school, groupId);
  const wanted = new Set(studentIds);
  const students = (risk.data ?? []).filter((s) => wanted.size === 0 || wanted.has(s.id_alumno));
  if (students.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ borderColor: 'warning.main' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          En riesgo en el grupo ({students.length})
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Mientras el ciclo corre, habla con ellos y dales seguimiento. El comentario se envía si al cerrar el ciclo reprueban el examen extraordinario: entonces aparecen abajo, en Sin comentario.
        </Typography>
        <ReasonsList people={students} label="Alumnos en riesgo del grupo" />
      </CardContent>
    </Card>
  );
}
