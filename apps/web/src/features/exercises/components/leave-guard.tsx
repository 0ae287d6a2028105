import { useEffect, useId } from 'react';
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { EXERCISES_MSG } from '@lms/contract';
import { getSession } from '../../../lib/session/session-store';

/**
 * Asks before leaving a screen with unsent answers (decision 018: no edit is
 * lost without being told): the in-app back button, the menus and the
 * browser's back button go through React Router's blocker; a reload or a
 * closed tab through the browser's own question.
 *
 * The router keeps one blocker at a time and consults the newest one, so it
 * is mounted only while there is something to lose: it is then newer than
 * the route guard's. A signed-out session (logout, expiry) is never held back.
 */
function UnsentAnswersBlocker() {
  const titleId = useId();
  const textId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      getSession() !== null && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{EXERCISES_MSG.leaveUnsentTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{EXERCISES_MSG.leaveUnsentBody}</DialogContentText>
      </DialogContent>
      {/* Stacked, the safe choice on top: both labels are long for a phone. */}
      <DialogActions disableSpacing sx={{ flexDirection: 'column-reverse', alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {EXERCISES_MSG.leaveUnsentLeave}
        </Button>
        <Button variant="contained" autoFocus onClick={() => blocker.reset?.()}>
          {EXERCISES_MSG.leaveUnsentStay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function LeaveGuard({ when }: { when: boolean }) {
  return when ? <UnsentAnswersBlocker /> : null;
}
