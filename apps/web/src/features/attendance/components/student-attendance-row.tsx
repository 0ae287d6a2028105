import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import EventAvailable from '@mui/icons-material/EventAvailable';
import History from '@mui/icons-material/History';
import type { AttendanceRow } from '@lms/contract';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { dayjs } from '../../../lib/time/dayjs-locale';
import type { Choice } from '../utils/marks';
import { attendanceLabel } from './attendance-labels';

interface StudentAttendanceRowProps {
  row: AttendanceRow;
  value: number | null;
  /** The shown mark waits on the phone for the network. */
  pending: boolean;
  /** An unsaved change of the teacher. */
  edited: boolean;
  onMark: (studentId: number, value: Choice) => void;
  onPaymentDate: (row: AttendanceRow) => void;
  onHistory: (row: AttendanceRow) => void;
}

/** One student of the attendance list: the 1 / 2 choice, the payment-date column and the row's history. */
export const StudentAttendanceRow = memo(function StudentAttendanceRow({ row, value, pending, edited, onMark, onPaymentDate, onHistory }: StudentAttendanceRowProps) {
  const shownOnly = value === 3 || value === 4;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }} data-student={row.matricula}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <PersonAvatar name={row.alumno} avatar={row.avatar} size={40} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{row.alumno}</Typography>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {row.matricula}
            </Typography>
            {pending && <Chip size="small" color="warning" label="Pendiente de enviar" />}
            {edited && !pending && <Chip size="small" variant="outlined" label="Sin guardar" />}
            {shownOnly && <Chip size="small" label={attendanceLabel(value)} />}
          </Stack>
        </Box>
        <IconButton aria-label={`Historial de ${row.alumno}`} disabled={row.id_asistencia === null} onClick={() => onHistory(row)}>
          <History />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color={value === 2 ? 'error' : 'primary'}
          value={value === 1 || value === 2 ? value : null}
          onChange={(_, next: Choice | null) => next !== null && onMark(row.id_alumno, next)}
          aria-label={`Asistencia de ${row.alumno}`}
        >
          <ToggleButton value={1}>1 · Asistencia</ToggleButton>
          <ToggleButton value={2}>2 · Falta</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          startIcon={<EventAvailable />}
          onClick={() => onPaymentDate(row)}
          disabled={row.id_asistencia === null}
          // The name holds the date it shows: a screen reader says what the eye sees.
          aria-label={row.fecha_pago ? `Fecha próximo pago de ${row.alumno}: ${dayjs(row.fecha_pago).format('DD/MM/YYYY')}` : `Fecha próximo pago de ${row.alumno}`}
          title={row.id_asistencia === null ? 'Guarda la asistencia de esta clase para poner la fecha de pago.' : undefined}
        >
          {row.fecha_pago ? dayjs(row.fecha_pago).format('DD/MM/YYYY') : 'Pago'}
        </Button>
      </Stack>
    </Box>
  );
});
