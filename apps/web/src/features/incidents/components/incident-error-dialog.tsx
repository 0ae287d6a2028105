import { useCallback, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { INCIDENTS_MSG } from '@lms/contract';
import { FEEDBACK_COLORS } from '../../../lib/theme/feedback-colors';
import { copyText } from '../utils/clipboard';
import { incidentErrorText, shouldReportIncidentError } from '../utils/incident-errors';

type CopyOutcome = 'copied' | 'unavailable' | null;

interface IncidentErrorDialogProps {
  /** The text shown and copied; null: closed. */
  text: string | null;
  onClose: () => void;
}

/**
 * Spec 3 §8: an incident screen's failure in a dialog, with the server's
 * message (or the raw body) and a button that copies it, so a teacher or a
 * student can paste it into a support ticket. The text stays selectable for a
 * browser without a clipboard.
 */
export function IncidentErrorDialog({ text, onClose }: IncidentErrorDialogProps) {
  const titleId = useId();
  const textId = useId();
  // The last text stays while the dialog fades out.
  const [shown, setShown] = useState(text);
  const [copy, setCopy] = useState<CopyOutcome>(null);
  if (text !== null && text !== shown) {
    setShown(text);
    setCopy(null);
  }
  const onCopy = async () => setCopy((await copyText(shown ?? '')) ? 'copied' : 'unavailable');
  const close = () => {
    setCopy(null);
    onClose();
  };
  return (
    <Dialog
      open={text !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { 'data-feedback': 'error' } as Record<string, string> }}
    >
      <DialogTitle id={titleId} sx={{ bgcolor: FEEDBACK_COLORS.error, color: '#fff', display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlined aria-hidden />
        Error
      </DialogTitle>
      <DialogContent>
        <Box
          id={textId}
          // A long raw body scrolls: the keyboard reaches it too.
          tabIndex={0}
          sx={{ pt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', userSelect: 'text', maxHeight: '40vh', overflowY: 'auto', typography: 'body1' }}
        >
          {shown}
        </Box>
        <Typography role="status" variant="body2" sx={{ mt: 1.5, minHeight: '1.5em', color: copy === 'copied' ? 'success.main' : 'text.secondary' }}>
          {copy === 'copied' ? INCIDENTS_MSG.copied : copy === 'unavailable' ? INCIDENTS_MSG.copyUnavailable : ''}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={() => void onCopy()}>
          Copiar
        </Button>
        <Button onClick={close} variant="contained" sx={{ bgcolor: FEEDBACK_COLORS.error }} autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A screen's incident error dialog: `report` takes a failed call (what
 * useCallMutation's onError receives) and opens the dialog, unless the app
 * already explains it (a lost session, no network); render `dialog` once.
 */
export function useIncidentErrorDialog() {
  const [text, setText] = useState<string | null>(null);
  const report = useCallback((error: unknown) => {
    if (shouldReportIncidentError(error, navigator.onLine)) setText(incidentErrorText(error));
  }, []);
  return { report, dialog: <IncidentErrorDialog text={text} onClose={() => setText(null)} /> };
}
