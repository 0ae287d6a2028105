import { useEffect } from 'react';
import Button from '@mui/material/Button';
import ReportProblem from '@mui/icons-material/ReportProblem';
import { StatusScreen } from '../components/ui/status-screen';

/**
 * Last resort when a screen fails to load or render (e.g. a new deployment
 * replaced its chunk). A screen that failed to load without a network loads
 * again by itself when the network returns (decision 017).
 */
export function RouteErrorScreen() {
  useEffect(() => {
    if (navigator.onLine) return;
    const retry = () => window.location.reload();
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, []);
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
