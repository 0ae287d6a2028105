import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FailingComment, FailingStudentRow, SchoolId } from '@lms/contract';
import { useReviewComment } from '../api/review-comment';

/** A coordinator's decision on a comment under review. */
export interface Review {
  row: FailingStudentRow;
  comment: FailingComment;
  to: 1 | 2;
}

/**
 * Asks before accepting or rejecting (decision 028): both are final, and
 * accepting the approving comment closes the student's level at 70.
 */
export function ReviewCommentDialog({ school, review, onClose }: { school: SchoolId; review: Review | null; onClose: () => void }) {
  const titleId = useId();
  const [shown, setShown] = useState(review);
  if (review !== null && review !== shown) setShown(review);
  const mutation = useReviewComment(school);
  const accepting = shown?.to === 1;

  const confirm = () => {
    if (!shown) return;
    mutation.mutate({ id_comentario: shown.comment.id_comentario, id_estado: shown.to }, { onSuccess: onClose });
  };

  return (
    <Dialog open={review !== null} onClose={mutation.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{accepting ? '¿Aceptar el comentario?' : '¿Rechazar el comentario?'}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          <strong>{shown?.row.nombre}</strong> · {shown?.row.grupo}
        </Typography>
        <Box component="blockquote" sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
          <Typography>{shown?.comment.mensaje}</Typography>
          <Typography variant="body2" color="text.secondary">
            {shown?.comment.autor}
          </Typography>
        </Box>
        <Alert severity={accepting && shown?.comment.aprueba === 1 ? 'warning' : 'info'} sx={{ mt: 2 }}>
          {accepting
            ? shown?.comment.aprueba === 1
              ? 'El alumno verá el comentario y su nivel quedará aprobado con 70 (Aprobado por comentario). No se puede deshacer.'
              : 'El alumno verá el comentario en sus calificaciones y su kardex. No se puede deshacer.'
            : 'El alumno no verá el comentario; el teacher podrá enviar otro.'}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" color={accepting ? 'success' : 'error'} onClick={confirm} loading={mutation.isPending}>
          {accepting ? 'Aceptar' : 'Rechazar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
