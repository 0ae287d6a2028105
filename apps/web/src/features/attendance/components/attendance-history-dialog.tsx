import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditLine, SchoolId } from '@lms/contract';
import { dayjs } from '../../../lib/time/dayjs-locale';
import { useAttendanceHistory } from '../api/attendance-queries';
import { attendanceLabel } from './attendance-labels';

const dateText = (value: unknown) => (typeof value === 'string' ? dayjs(value).format('DD/MM/YYYY') : 'sin fecha');

/** What one change did, in words: "Falta → Asistencia", "Pago: sin fecha → 10/12/2026". */
export function describeChange(line: AuditLine): string[] {
  const before = line.antes;
  const after = line.despues;
  const parts: string[] = [];
  if (before?.valor_asistencia !== after?.valor_asistencia) {
    parts.push(`${before ? attendanceLabel(before.valor_asistencia) : 'Sin registro'} → ${attendanceLabel(after?.valor_asistencia)}`);
  }
  if ((before?.fecha_pago ?? null) !== (after?.fecha_pago ?? null)) parts.push(`Pago: ${dateText(before?.fecha_pago)} → ${dateText(after?.fecha_pago)}`);
  return parts;
}

interface AttendanceHistoryDialogProps {
  school: SchoolId;
  target: { id_asistencia: number; alumno: string } | null;
  onClose: () => void;
}

/** Who changed a student's attendance of a class, when, and from what to what (issue 10's audit trail). */
export function AttendanceHistoryDialog({ school, target, onClose }: AttendanceHistoryDialogProps) {
  const titleId = useId();
  const history = useAttendanceHistory(school, target?.id_asistencia ?? null);
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Historial de cambios</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {target?.alumno}
        </Typography>
        {history.isPending ? (
          <Skeleton variant="rounded" height={72} />
        ) : history.isError ? (
          <Alert severity="error">No pudimos leer el historial.</Alert>
        ) : history.data.length === 0 ? (
          <Typography>Sin cambios registrados desde la aplicación.</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {history.data.map((line) => (
              <li key={line.id}>
                <Typography variant="body2" color="text.secondary">
                  {dayjs(line.fecha).format('DD/MM/YYYY HH:mm')} · {line.quien}
                </Typography>
                {describeChange(line).map((text) => (
                  <Typography key={text} sx={{ fontWeight: 600 }}>
                    {text}
                  </Typography>
                ))}
                {line.origen && <Chip size="small" label={line.origen === 'sin conexión' ? 'Tomada sin conexión' : line.origen} sx={{ mt: 0.5 }} />}
              </li>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
