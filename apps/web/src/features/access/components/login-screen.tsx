import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import { MSG, type SchoolId } from '@lms/contract';
import { useSchoolInformation } from '../../../lib/school/school-information';
import { useNeededOnce } from '../../../lib/on-demand/use-needed-once';
import { CenteredCard, SchoolLogo } from '../../../components/layouts/account-page';
import { LoginForm } from './login-form';
import { SchoolPicker } from '../../../components/layouts/school-picker';
import { SupportMenu } from './support-menu';

// The notice loads when first opened: Login shows only its button (decision 007).
const PrivacyNoticeDialog = lazy(() => import('./privacy-notice-dialog').then((m) => ({ default: m.PrivacyNoticeDialog })));

interface LoginScreenProps {
  school: SchoolId | null;
  onSelectSchool: (school: SchoolId) => void;
  onChangeSchool: () => void;
}

/** Login (spec 1 §2): the school's brand, usuario and password, privacy notice and support. */
export function LoginScreen({ school, onSelectSchool, onChangeSchool }: LoginScreenProps) {
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const { data: info, isPending } = useSchoolInformation(school);
  const privacyShown = useNeededOnce(privacyOpen);

  return (
    <>
      <CenteredCard>
        {school === null ? (
          // Reached by URL with no school chosen yet: choose it here.
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {MSG.chooseSchool}
            </Typography>
            <SchoolPicker onSelect={onSelectSchool} size="compact" />
          </Stack>
        ) : (
          <Stack spacing={3} sx={{ alignItems: 'center' }}>
            <SchoolLogo logo={info?.logo} loading={isPending} width={140} height={100} />
            <Box sx={{ textAlign: 'center' }}>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                {info?.nombre ?? `Escuela ${school}`}
              </Typography>
              <Typography color="text.secondary">Inicia sesión para continuar</Typography>
            </Box>
            <LoginForm school={school} />
            <Stack direction="row" sx={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Button startIcon={<PrivacyTip />} onClick={() => setPrivacyOpen(true)}>
                Aviso de privacidad
              </Button>
              <SupportMenu />
            </Stack>
            <Button startIcon={<ArrowBack />} onClick={onChangeSchool} color="inherit">
              Cambiar escuela
            </Button>
          </Stack>
        )}
      </CenteredCard>
      {privacyShown && (
        <Suspense fallback={null}>
          <PrivacyNoticeDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} school={info} />
        </Suspense>
      )}
    </>
  );
}
