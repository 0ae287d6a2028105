import { lazy, Suspense, useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { closeFeedback, useFeedback, type FeedbackKind } from './feedback-store';
import { FEEDBACK_COLORS } from '../theme/feedback-colors';

// Whom to ask loads with the first warning or error; offline before it was kept, the message shows alone.
const SupportContactBlock = lazy(() => import('../school/support-contact-lines'));

const TITLES: Record<FeedbackKind, string> = {
  error: 'Error',
  success: 'Listo',
  warning: 'Aviso',
};

const ICONS = {
  error: ErrorOutlined,
  success: CheckCircleOutlined,
  warning: WarningAmber,
} as const;

/** The one place that renders the red error, green success and amber warning dialogs. */
export function FeedbackDialogs() {
  const feedback = useFeedback();
  const titleId = useId();
  const textId = useId();
  const kind = feedback?.kind ?? 'error';
  const action = feedback?.action;
  const Icon = ICONS[kind];
  const color = FEEDBACK_COLORS[kind];

  return (
    <Dialog
      open={feedback !== null}
      onClose={closeFeedback}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { 'data-feedback': kind } as Record<string, string> }}
    >
      <DialogTitle
        id={titleId}
        sx={{ bgcolor: color, color: '#fff', display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Icon aria-hidden />
        {TITLES[kind]}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ pt: 2, color: 'text.primary' }}>
          {feedback?.message}
          {feedback?.next && (
            <>
              <br />
              {feedback.next}
            </>
          )}
        </DialogContentText>
        {/* An error or a warning says whom to ask (decision 033); a success needs no one. */}
        {kind !== 'success' && feedback && (
          <Suspense fallback={null}>
            <SupportContactBlock groupId={feedback.groupId} />
          </Suspense>
        )}
      </DialogContent>
      <FeedbackActions action={action} color={color} />
    </Dialog>
  );
}

/** The message's own action, if any, and Aceptar. */
function FeedbackActions({ action, color }: { action: { label: string; run(): void } | undefined; color: string }) {
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      {action && (
        <Button
          onClick={() => {
            closeFeedback();
            action.run();
          }}
          variant="contained"
          sx={{ bgcolor: color }}
        >
          {action.label}
        </Button>
      )}
      <Button onClick={closeFeedback} variant={action ? 'outlined' : 'contained'} sx={action ? undefined : { bgcolor: color }} autoFocus={!action}>
        Aceptar
      </Button>
    </DialogActions>
  );
}
