import Button from '@mui/material/Button';
import ReportProblem from '@mui/icons-material/ReportProblem';
import { StatusScreen } from '../components/ui/status-screen';

/** Last resort when a screen fails to load or render (e.g. a new deployment replaced its chunk). */
export function RouteErrorScreen() {
  return (
    <StatusScreen
      icon={<ReportProblem />}
      title="Algo salió mal"
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      }
    >
      No pudimos mostrar esta pantalla. Recarga la página para intentarlo de nuevo.
    </StatusScreen>
  );
}
