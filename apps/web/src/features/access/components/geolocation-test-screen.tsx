import type { ReactNode } from 'react';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MyLocation from '@mui/icons-material/MyLocation';
import type { SchoolId } from '@lms/contract';
import { currentPosition, type Fix } from '../../../lib/geo/current-position';
import { distanceInMetres, formatCoordinate, formatMetres } from '../../../lib/geo/distance';
import { AccountPage } from '../../../components/layouts/account-page';

interface GeolocationTestScreenProps {
  school: SchoolId | null;
  deviceId: string;
  back: ReactNode;
}

const MARKS = [0, 1] as const;

/** test (/test, spec 3 §2.16): mark two GPS positions, see the distance in metres and the device identifier. */
export function GeolocationTestScreen({ school, deviceId, back }: GeolocationTestScreenProps) {
  const [fixes, setFixes] = useState<readonly [Fix | null, Fix | null]>([null, null]);
  const [reading, setReading] = useState<0 | 1 | null>(null);
  const [error, setError] = useState<string | null>(null);

  const mark = async (index: 0 | 1) => {
    setReading(index);
    setError(null);
    try {
      const fix = await currentPosition();
      setFixes((current) => (index === 0 ? [fix, current[1]] : [current[0], fix]));
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setReading(null);
    }
  };

  const [first, second] = fixes;
  return (
    <AccountPage school={school} title="Prueba de ubicación">
      {MARKS.map((index) => {
        const fix = fixes[index];
        return (
          <Paper key={index} variant="outlined" sx={{ p: 2, width: '100%' }}>
            <Stack spacing={1}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                Posición {index + 1}
              </Typography>
              <Typography data-testid={`posicion-${index + 1}`} color={fix ? 'text.primary' : 'text.secondary'}>
                {fix
                  ? `${formatCoordinate(fix.latitude)}, ${formatCoordinate(fix.longitude)} (± ${Math.round(fix.accuracy)} m)`
                  : 'Sin marcar'}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<MyLocation />}
                loading={reading === index}
                disabled={reading !== null && reading !== index}
                onClick={() => void mark(index)}
              >
                Marcar posición {index + 1}
              </Button>
            </Stack>
          </Paper>
        );
      })}
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
      <Typography variant="h6" component="p" aria-live="polite" sx={{ fontWeight: 700 }}>
        Distancia: {first && second ? formatMetres(distanceInMetres(first, second)) : '—'}
      </Typography>
      <Typography color="text.secondary" sx={{ wordBreak: 'break-all', textAlign: 'center' }}>
        Identificador del dispositivo: <span data-testid="dispositivo">{deviceId}</span>
      </Typography>
      {back}
    </AccountPage>
  );
}
