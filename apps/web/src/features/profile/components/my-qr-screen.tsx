import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import QrCode2 from '@mui/icons-material/QrCode2';
import { PROFILE_MSG, type SessionUser } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { StatusScreen } from '../../../components/ui/status-screen';

/** Spec 2 §2 "QR": size 240, level M. */
export const QR_SIZE = 240;

interface MyQrScreenProps {
  user: Pick<SessionUser, 'qr' | 'iderp' | 'usuario' | 'nombre_completo'>;
  onBack: () => void;
}

/** Mi QR (/mi-qr): the student's ERP id as a QR code, with a way back to Perfil. */
export function MyQrScreen({ user, onBack }: MyQrScreenProps) {
  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack}>
      Perfil
    </Button>
  );
  if (user.qr !== 1 || user.iderp === null) {
    return (
      <StatusScreen icon={<QrCode2 />} title="Tu código QR no está disponible" actions={back}>
        Tu cuenta aún no tiene código QR. Si lo necesitas, comunícate con tu sucursal.
      </StatusScreen>
    );
  }
  return (
    <Page title="Mi QR" actions={back}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
            {/* White quiet zone around the code, whatever the theme, so any reader scans it. */}
            <Box sx={{ bgcolor: '#fff', p: 2, borderRadius: 2, border: 1, borderColor: 'divider', lineHeight: 0 }}>
              <QRCodeSVG
                value={String(user.iderp)}
                size={QR_SIZE}
                level="M"
                boostLevel={false}
                role="img"
                aria-label={`Código QR de ${user.nombre_completo}`}
                data-testid="qr-code"
              />
            </Box>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
              {PROFILE_MSG.qrReady}
            </Typography>
            <Typography color="text.secondary">Usuario: {user.usuario}</Typography>
          </Stack>
        </CardContent>
      </Card>
    </Page>
  );
}
