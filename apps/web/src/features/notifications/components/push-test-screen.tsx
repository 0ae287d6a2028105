import type { ReactNode } from 'react';
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { SchoolId } from '@lms/contract';
import { AccountPage, AccountText } from '../../../components/layouts/account-page';
import { NotificationPreferencesList } from './notification-preferences';
import { PushActivation } from './push-activation';

interface PushTestScreenProps {
  school: SchoolId;
  /** The signed-in user, whose token the server then keeps; null shows the token only. */
  user: { id: number; usuario: string } | null;
  back: ReactNode;
}

/** PruebaNotificacion (/pruebanoti, spec 3 §2.16): Iniciar registers the device and shows its token. */
export function PushTestScreen({ school, user, back }: PushTestScreenProps) {
  const [token, setToken] = useState<string | null>(null);
  return (
    <AccountPage school={school} title="Prueba de notificaciones">
      <AccountText>Pulsa Iniciar para registrar este dispositivo en las notificaciones y ver su token.</AccountText>
      <PushActivation target={{ school, userId: user?.id ?? null }} label="Iniciar" keepButton onToken={setToken} />
      {token !== null && (
        <>
          <TextField
            label="Token del dispositivo"
            value={token}
            multiline
            maxRows={8}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } } }}
          />
          <AccountText>
            {user
              ? `Token registrado para ${user.usuario}.`
              : 'Inicia sesión para que la escuela pueda enviarte notificaciones a este dispositivo.'}
          </AccountText>
        </>
      )}
      <NotificationPreferencesList />
      {back}
    </AccountPage>
  );
}
