import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '../../lib/routing';

/** The way back from the account screens. */
export function BackToLogin({ label = 'Volver a iniciar sesión' }: { label?: string }) {
  return (
    <Button component={RouterLink} to={pathOf('Login')} startIcon={<ArrowBack />} color="inherit">
      {label}
    </Button>
  );
}

/** The main action once an account screen is done (account activated, password reset). */
export function LoginButton() {
  return (
    <Button component={RouterLink} to={pathOf('Login')} variant="contained" size="large" fullWidth>
      Iniciar sesión
    </Button>
  );
}
