import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { PushTarget } from '../api/register-push';
import { NotificationPreferencesList } from './notification-preferences';
import { PushActivation } from './push-activation';

/** Perfil's "Notificaciones": turn push on for this device and choose the topics. */
export function NotificationSettingsButton({ target }: { target: PushTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<NotificationsOutlined />} onClick={() => setOpen(true)}>
        Notificaciones
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="notification-settings-title">
        <DialogTitle id="notification-settings-title">Notificaciones</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <PushActivation target={target} />
            <NotificationPreferencesList />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
