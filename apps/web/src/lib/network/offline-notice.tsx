import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { MSG, OFFLINE_MSG } from '@lms/contract';
import { keptAtLabel, useOldestShownAnswer } from './shown-answers';
import { useOnlineStatus } from './use-online-status';
import styles from './offline-notice.module.css';

/**
 * Offline (spec 1 §8's notice, decision 032): a band above the screen, which
 * the user may close, never a dialog that blocks it. A screen showing answers
 * from before says they are not current and since when; one with nothing to
 * show gives the spec's text. Closed, it comes back the next time the
 * network goes.
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const [closed, setClosed] = useState(false);
  if (online && closed) setClosed(false);
  const shownSince = useOldestShownAnswer(!online);
  if (online || closed) return null;
  return (
    <div className={styles.notice} role="status" data-offline-notice="">
      <p className={styles.text}>
        {shownSince === null ? (
          <>
            <strong className={styles.title}>{MSG.noInternetTitle}</strong>
            {MSG.noInternetBody}
          </>
        ) : (
          OFFLINE_MSG.lastVisit.replace('{fecha}', keptAtLabel(shownSince))
        )}
      </p>
      <IconButton size="small" color="inherit" aria-label={OFFLINE_MSG.closeNotice} onClick={() => setClosed(true)}>
        <Close />
      </IconButton>
    </div>
  );
}
