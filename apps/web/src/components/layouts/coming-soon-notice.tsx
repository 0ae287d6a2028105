import Snackbar from '@mui/material/Snackbar';
import { MSG } from '@lms/contract';
import { closeComingSoon, useComingSoonOpen } from './coming-soon';

/** The notice of showComingSoon, once for the whole app (AppShell). */
export function ComingSoonNotice() {
  return (
    <Snackbar
      open={useComingSoonOpen()}
      message={MSG.comingSoonNotice}
      autoHideDuration={3500}
      onClose={closeComingSoon}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the bottom navigation.
      sx={{ bottom: { xs: 88 } }}
    />
  );
}
