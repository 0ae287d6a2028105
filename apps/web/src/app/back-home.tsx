import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { BackToLogin } from '../components/layouts/back-to-login';
import { homePathOf } from '../lib/routing';
import { useSession } from '../lib/session/use-session';

/** The way out of a public page: the user's home when signed in, Login otherwise. */
export function BackHome() {
  const session = useSession();
  if (!session) return <BackToLogin />;
  return (
    <Button component={RouterLink} to={homePathOf(session)} startIcon={<ArrowBack />} color="inherit">
      Volver
    </Button>
  );
}
