import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { EXERCISES_MSG } from '@lms/contract';

interface ConfirmExamSendProps {
  open: boolean;
  onReview: () => void;
  onSend: () => void;
}

/** An exam is sent once (decision 023): the student confirms before it goes. */
export function ConfirmExamSend({ open, onReview, onSend }: ConfirmExamSendProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onReview} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{EXERCISES_MSG.examSendTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{EXERCISES_MSG.examSendBody}</DialogContentText>
      </DialogContent>
      {/* Stacked, the safe choice focused: both labels are long for a phone. */}
      <DialogActions disableSpacing sx={{ flexDirection: 'column-reverse', alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onReview} autoFocus>
          {EXERCISES_MSG.examSendReview}
        </Button>
        <Button variant="contained" onClick={onSend}>
          {EXERCISES_MSG.examSendConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
