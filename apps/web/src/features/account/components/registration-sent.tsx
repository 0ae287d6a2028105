import { useEffect, useEffectEvent, useId, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { registrationProgressSchedule } from '../utils/registration-progress';

interface RegistrationSentProps {
  email: string;
  /** The server's success text ('Correo enviado con exito'), shown here instead of a dialog over the instructions. */
  message: string;
  /** Called once the bar reaches 100: the student is logged out. */
  onFinished: () => void;
}

/** Step 4: the activation mail is on its way; the bar fills (+5 per second after 500 ms), then logout. */
export function RegistrationSent({ email, message, onFinished }: RegistrationSentProps) {
  const [progress, setProgress] = useState(0);
  const finish = useEffectEvent(onFinished);
  const labelId = useId();

  useEffect(() => {
    const timers = registrationProgressSchedule().map(({ atMs, value }) =>
      window.setTimeout(() => {
        setProgress(value);
        if (value >= 100) finish();
      }, atMs),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
      <Box aria-hidden sx={{ color: 'success.main', lineHeight: 0, '& svg': { fontSize: 56 } }}>
        <MarkEmailRead />
      </Box>
      <Typography role="status" sx={{ fontWeight: 700, color: 'success.main' }}>
        {message}
      </Typography>
      <Typography>
        Te enviamos un correo a <Box component="strong" sx={{ wordBreak: 'break-all' }}>{email}</Box> con el enlace
        para activar tu cuenta. Ábrelo para poder iniciar sesión.
      </Typography>
      <Typography color="text.secondary">
        Si no lo encuentras, revisa tu carpeta de spam o pide uno nuevo en «Reenviar correo», en el menú Soporte
        del inicio de sesión.
      </Typography>
      <Box sx={{ width: '100%', pt: 1 }}>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Cerraremos tu sesión en unos segundos…
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-labelledby={labelId} />
      </Box>
    </Stack>
  );
}
