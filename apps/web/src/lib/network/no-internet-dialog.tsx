import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import WifiOff from '@mui/icons-material/WifiOff';
import { MSG } from '@lms/contract';
import { useOfflineCapableScreen } from './offline-capable';
import { useOnlineStatus } from './use-online-status';

/**
 * Blocks the app while the device is offline (spec 1 §4 "Network"); it cannot be dismissed.
 * A screen that works offline (useWorksOffline) keeps it shut and says so itself.
 */
export function NoInternetDialog() {
  const online = useOnlineStatus();
  const worksOffline = useOfflineCapableScreen();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={!online && !worksOffline}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WifiOff aria-hidden color="error" />
        {MSG.noInternetTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{MSG.noInternetBody}</DialogContentText>
      </DialogContent>
    </Dialog>
  );
}
