import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CANNED_COMMENTS, COMMENTS_MSG, type FailingStudentRow, type SchoolId } from '@lms/contract';
import { useAddComment } from '../api/add-comment';

interface SendCommentDialogProps {
  school: SchoolId;
  userId: number;
  /** The student the comment is about; null: closed. */
  row: FailingStudentRow | null;
  onClose: () => void;
}

/**
 * 'Enviar Comentario' (spec 3 §2.8): one of the five canned comments, chosen
 * from a list; the chosen one is shown as read-only text, as it will be sent.
 * The approving one says what its acceptance does.
 */
export function SendCommentDialog({ school, userId, row, onClose }: SendCommentDialogProps) {
  const titleId = useId();
  const labelId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  // The last student stays while the dialog fades out.
  const [shown, setShown] = useState(row);
  if (row !== null && row !== shown) setShown(row);
  const add = useAddComment(school);
  const canned = CANNED_COMMENTS.find((c) => c.id === chosen) ?? null;

  const close = () => {
    setChosen(null);
    onClose();
  };
  const send = () => {
    if (!shown || !canned) return;
    add.mutate({ id_usuario: userId, id_alumno: shown.id_alumno, id_grupo: shown.id_grupo, mensaje: canned.id }, { onSuccess: close });
  };

  return (
    <Dialog open={row !== null} onClose={add.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="body">
      <DialogTitle id={titleId}>{COMMENTS_MSG.sendComment}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          <strong>{shown?.nombre}</strong> · {shown?.grupo}
        </Typography>
        <FormControl>
          <FormLabel id={labelId}>Elige un comentario</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={chosen ?? ''} onChange={(e) => setChosen(Number(e.target.value))}>
            {CANNED_COMMENTS.map((c) => (
              <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={c.mensaje} sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }} />
            ))}
          </RadioGroup>
        </FormControl>
        {canned && <CommentPreview canned={canned} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={add.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={send} loading={add.isPending} disabled={!canned}>
          Enviar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The comment as it will be sent, and what accepting an approving one does. */
function CommentPreview({ canned }: { canned: (typeof CANNED_COMMENTS)[number] }) {
  return (
    <>
      <TextField
        label="Comentario"
        value={canned.mensaje}
        multiline
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="Así se enviará; queda En Revisión hasta que la coordinación del plantel lo revise."
      />
      {canned.aprueba === 1 && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          Si la coordinación lo acepta, el alumno aprueba el nivel con 70: Aprobado por comentario.
        </Alert>
      )}
    </>
  );
}
