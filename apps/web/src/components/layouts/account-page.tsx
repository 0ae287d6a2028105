import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SchoolId } from '@lms/contract';
import { useSchoolInformation } from '../../lib/school/school-information';
import { LogoSkeleton } from '../ui/logo-skeleton';

interface AccountPageProps {
  /** The brand shown on top; null while no school is chosen. */
  school: SchoolId | null;
  title: string;
  /** A status icon above the title (activation and reset results). */
  icon?: ReactNode;
  /** The icon's colour: the brand, or the result's meaning. */
  tone?: 'primary' | 'success' | 'error';
  children: ReactNode;
}

/**
 * The frame of the public account screens (recovery, resend, activation,
 * reset): Login's centred card, with the school's logo and name on top.
 */
export function AccountPage({ school, title, icon, tone = 'primary', children }: AccountPageProps) {
  const { data: info, isPending } = useSchoolInformation(school);
  return (
    <CenteredCard>
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        {school !== null && (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <SchoolLogo logo={info?.logo} loading={isPending} width={112} height={80} />
            <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
              {info?.nombre ?? `Escuela ${school}`}
            </Typography>
          </Stack>
        )}
        {icon && (
          <Box aria-hidden sx={{ color: `${tone}.main`, lineHeight: 0, '& svg': { fontSize: 56 } }}>
            {icon}
          </Box>
        )}
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </CenteredCard>
  );
}

/** Login's frame, which the account screens share: one card in the middle of the full-height page. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 3 }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}

interface SchoolLogoProps {
  /** The logo's address; undefined when the school's data did not load. */
  logo: string | undefined;
  loading: boolean;
  width: number;
  height: number;
}

/** The school's logo on top of the card, a pulsing block of its size while it loads. */
export function SchoolLogo({ logo, loading, width, height }: SchoolLogoProps) {
  if (loading) return <LogoSkeleton width={width} height={height} />;
  return logo === undefined ? null : <img src={logo} alt="" style={{ width, height, objectFit: 'contain' }} />;
}

/** A paragraph of an account screen. */
export function AccountText({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ textAlign: 'center', width: '100%' }}>
      {children}
    </Typography>
  );
}
