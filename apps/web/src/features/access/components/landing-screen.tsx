import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InstallMobile from '@mui/icons-material/InstallMobile';
import { ACCESS_MSG, MSG, type SchoolId } from '@lms/contract';
import { SchoolPicker } from '../../../components/layouts/school-picker';

interface LandingScreenProps {
  phoneLike: boolean;
  onSelectSchool: (school: SchoolId) => void;
}

/**
 * Carga (spec 1 §2): on a phone one image per school opens Login; elsewhere the
 * install request, with a school choice for staff who work on a desktop.
 */
export function LandingScreen({ phoneLike, onSelectSchool }: LandingScreenProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: phoneLike ? 420 : 640, alignItems: 'center' }}>
        {phoneLike ? (
          <>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {MSG.chooseSchool}
            </Typography>
            <SchoolPicker onSelect={onSelectSchool} />
          </>
        ) : (
          <>
            <InstallMobile aria-hidden color="primary" sx={{ fontSize: 64 }} />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
              {ACCESS_MSG.installApp}
            </Typography>
            <Divider flexItem />
            <Typography component="h2" variant="h6">
              {ACCESS_MSG.staffLogin}
            </Typography>
            <SchoolPicker onSelect={onSelectSchool} size="compact" />
          </>
        )}
      </Stack>
    </Box>
  );
}
