import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { addDays, ATTENDANCE_MSG, type SchoolId } from '@lms/contract';
import { showSuccess } from '../../../lib/errors/feedback-store';
import { usePaymentDate } from '../api/attendance-queries';

interface PaymentDateDialogProps {
  school: SchoolId;
  /** The student's saved attendance of the session; null closes the dialog. */
  target: { id_asistencia: number; alumno: string; fecha_pago: string | null; fecha: string } | null;
  onClose: () => void;
}

/** 'Fecha próximo pago' (spec 3 §2): the student's next re-enrolment payment date, from the class day up to a year later. */
export function PaymentDateDialog({ school, target, onClose }: PaymentDateDialogProps) {
  const titleId = useId();
  const [value, setValue] = useState(target?.fecha_pago ?? '');
  const [shownFor, setShownFor] = useState(target);
  // A new target starts from its own stored date.
  if (target !== shownFor) {
    setShownFor(target);
    setValue(target?.fecha_pago ?? '');
  }
  const mutation = usePaymentDate(school);
  const submit = (fecha_pago: string | null) => {
    if (!target) return;
    mutation.mutate(
      { id_asistencia: target.id_asistencia, fecha_pago },
      {
        onSuccess: () => {
          showSuccess(ATTENDANCE_MSG.paymentDateSaved);
          onClose();
        },
      },
    );
  };
  const min = target?.fecha ?? '';
  const max = target ? addDays(target.fecha, 366) : '';
  const outOfRange = value !== '' && (value < min || value > max);
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Fecha próximo pago</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{target?.alumno}</DialogContentText>
        <TextField
          type="date"
          label="Fecha de pago"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
          error={outOfRange}
          helperText={outOfRange ? ATTENDANCE_MSG.paymentDateRange : 'La usa la sucursal para la reinscripción del alumno.'}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        {target?.fecha_pago && (
          <Button color="error" onClick={() => submit(null)} disabled={mutation.isPending} sx={{ mr: 'auto' }}>
            Quitar
          </Button>
        )}
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={() => submit(value)} loading={mutation.isPending} disabled={value === '' || outOfRange || value === target?.fecha_pago}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
