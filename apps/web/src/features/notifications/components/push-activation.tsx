import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { NOTIFICATIONS_MSG } from '@lms/contract';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOf } from '../../../lib/errors/error-message';
import { pushPermission } from '../../../lib/push/web-push';
import { useDeviceSubscribed, useEnablePush, type PushTarget } from '../api/register-push';

interface PushActivationProps {
  target: PushTarget;
  /** The button's text: "Activar notificaciones", or "Iniciar" on the test page. */
  label?: string;
  /** The test page keeps its button after success, to show the token again. */
  keepButton?: boolean;
  onToken?: (token: string) => void;
}

/**
 * The device's notification state and the button that asks the browser for
 * permission, subscribes and registers the token.
 */
export function PushActivation({ target, label = 'Activar notificaciones', keepButton = false, onToken }: PushActivationProps) {
  const enable = useEnablePush();
  const { data: subscribed = false } = useDeviceSubscribed();
  // Read on each render: the user may change it in the browser at any time.
  const permission = pushPermission();
  const [enabled, setEnabled] = useState(false);
  const active = enabled || (subscribed && permission === 'granted');
  const error = enable.error;
  return (
    <Stack spacing={1.5}>
      {permission === 'unsupported' && <Alert severity="info">{NOTIFICATIONS_MSG.pushUnsupported}</Alert>}
      {permission === 'denied' && <Alert severity="warning">{NOTIFICATIONS_MSG.pushDenied}</Alert>}
      {active && <Alert severity="success">{NOTIFICATIONS_MSG.pushEnabled}</Alert>}
      {error && permission !== 'denied' && (
        <Alert severity="error">{isApiError(error) ? errorMessageOf(error) : error.message}</Alert>
      )}
      {permission !== 'unsupported' && permission !== 'denied' && (keepButton || !active) && (
        <Button
          variant="contained"
          startIcon={<NotificationsActive />}
          loading={enable.isPending}
          onClick={() =>
            enable.mutate(target, {
              onSuccess: (token) => {
                setEnabled(true);
                onToken?.(token);
              },
            })
          }
        >
          {label}
        </Button>
      )}
    </Stack>
  );
}
