import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatMessage, INCIDENTS_MSG, type SchoolId, type TeacherIncident } from '@lms/contract';
import { useDeleteIncident } from '../api/delete-incident';
import type { OnIncidentError } from '../api/incident-write-effects';
import { isStaleIncidentError } from '../utils/incident-errors';

interface DeleteIncidentDialogProps {
  school: SchoolId;
  /** The incident as the table shows it (its version goes with the delete); null: closed. */
  target: TeacherIncident | null;
  onClose: () => void;
  onError: OnIncidentError;
}

/**
 * Asks before an incident is deleted (deleted = 1; spec 3 §4). The delete
 * names the version the table read: if the student answered since, the
 * server refuses (409), the error dialog says so, the table is read again
 * and this dialog closes, so the teacher decides on what is there now.
 */
export function DeleteIncidentDialog({ school, target, onClose, onError }: DeleteIncidentDialogProps) {
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteIncident(school, onError);
  // The last target stays while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const confirm = () => {
    if (!target) return;
    remove.mutate(
      { id: target.idincidencias, version: target.version },
      { onSuccess: onClose, onError: (error) => isStaleIncidentError(error) && onClose() },
    );
  };
  return (
    <Dialog open={target !== null} onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>¿Eliminar la incidencia {shown?.idincidencias}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {shown && formatMessage(INCIDENTS_MSG.incidentDeleteConfirm, { alumno: shown.nombre_completo })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>{shown?.regla}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          Cancelar
        </Button>
        <Button onClick={confirm} color="error" variant="contained" loading={remove.isPending}>
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
