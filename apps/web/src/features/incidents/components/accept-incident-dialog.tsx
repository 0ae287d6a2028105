import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { INCIDENTS_MSG, type SchoolId, type StudentIncident } from '@lms/contract';
import { useAcceptIncident } from '../api/accept-incident';
import type { OnIncidentError } from '../api/incident-write-effects';
import { isStaleIncidentError } from '../utils/incident-errors';

interface AcceptIncidentDialogProps {
  school: SchoolId;
  /** The incident to accept; null: closed. */
  target: StudentIncident | null;
  onClose: () => void;
  onError: OnIncidentError;
}

/** Asks before the student accepts (estatus 1 is final for the student: docs/decisions/027). */
export function AcceptIncidentDialog({ school, target, onClose, onError }: AcceptIncidentDialogProps) {
  const titleId = useId();
  const textId = useId();
  const accept = useAcceptIncident(school, onError);
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const confirm = () => {
    if (!target) return;
    accept.mutate({ id: target.idincidencias, estatus: 1, version: target.version }, { onSuccess: onClose, onError: (error) => isStaleIncidentError(error) && onClose() });
  };
  return (
    <Dialog open={target !== null} onClose={accept.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>¿Aceptar la incidencia?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>{shown?.regla}</DialogContentText>
        <DialogContentText id={textId}>{INCIDENTS_MSG.incidentAcceptConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={accept.isPending} autoFocus>
          Cancelar
        </Button>
        <Button onClick={confirm} color="success" variant="contained" loading={accept.isPending}>
          Aceptar incidencia
        </Button>
      </DialogActions>
    </Dialog>
  );
}
