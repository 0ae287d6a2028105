import { useEffect, useId, useRef, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { ACCESS_MSG } from '@lms/contract';
import SupportContactBlock from '../../../lib/school/support-contact-lines';

/** Spec 2 §9: the access-denied countdown is 10 steps of 1 s. */
export const NO_ACCESS_STEPS = 10;
export const NO_ACCESS_STEP_MS = 1000;

interface NoAccessDialogProps {
  open: boolean;
  /** Called once the bar reaches 100: the user is logged out. */
  onFinished: () => void;
}

/** '¡Sin acceso!': a progress bar counts to 100 in 10 steps of 1 s, then logs out. */
export function NoAccessDialog({ open, onFinished }: NoAccessDialogProps) {
  const [progress, setProgress] = useState(0);
  const finished = useRef(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => {
      setProgress((value) => Math.min(100, value + 100 / NO_ACCESS_STEPS));
    }, NO_ACCESS_STEP_MS);
    return () => window.clearInterval(timer);
  }, [open]);

  useEffect(() => {
    if (!open || progress < 100 || finished.current) return;
    finished.current = true;
    onFinished();
  }, [open, progress, onFinished]);

  return (
    <Dialog open={open} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ color: 'error.main', fontWeight: 700 }}>
        {ACCESS_MSG.noAccessTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {ACCESS_MSG.noAccessBody}
        </DialogContentText>
        <LinearProgress variant="determinate" value={progress} aria-label="Cerrando sesión" color="error" />
        {/* The spec's text sends the student to their branch: its phone, before the session ends (decision 033). */}
        <SupportContactBlock />
      </DialogContent>
    </Dialog>
  );
}
