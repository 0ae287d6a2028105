import Button from '@mui/material/Button';
import SearchOff from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { StatusScreen } from '../../components/ui/status-screen';
import { pathOf } from '../../lib/routing';

/** A path outside the route table. */
export default function NotFoundRoute() {
  return (
    <StatusScreen
      icon={<SearchOff />}
      title="Página no encontrada"
      actions={
        <Button component={RouterLink} to={pathOf('Carga')} variant="contained">
          Ir al inicio
        </Button>
      }
    >
      La dirección que escribiste no existe.
    </StatusScreen>
  );
}
