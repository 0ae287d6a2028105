import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DeleteFiscalDialogProps {
  open: boolean;
  rfc: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the fiscal data are deleted (an update with deleted 1). */
export function DeleteFiscalDialog({ open, rfc, deleting, onCancel, onConfirm }: DeleteFiscalDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={deleting ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>¿Eliminar tus datos fiscales?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Se eliminarán los datos del RFC {rfc} y su constancia. Ya no podremos facturarte con ellos hasta que los registres de nuevo.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancelar
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={deleting}>
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
