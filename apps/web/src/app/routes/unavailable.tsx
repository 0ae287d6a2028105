import Button from '@mui/material/Button';
import Construction from '@mui/icons-material/Construction';
import { Link as RouterLink } from 'react-router';
import { StatusScreen } from '../../components/ui/status-screen';
import { homePathOf, pathOf } from '../../lib/routing';
import { useSession } from '../../lib/session/use-session';

/** A route of the table whose screen belongs to a later issue. */
export default function UnavailableRoute() {
  const session = useSession();
  const home = session ? homePathOf(session) : pathOf('Carga');
  return (
    <StatusScreen
      icon={<Construction />}
      title="Sección no disponible"
      actions={
        <Button component={RouterLink} to={home} variant="contained">
          Ir a mi inicio
        </Button>
      }
    >
      Esta sección aún no está disponible en esta versión de la plataforma.
    </StatusScreen>
  );
}
