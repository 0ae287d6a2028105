import Button from '@mui/material/Button';
import Block from '@mui/icons-material/Block';
import { Link as RouterLink } from 'react-router';
import { StatusScreen } from '../../../components/ui/status-screen';

/** What a typed or reloaded URL of a forbidden route shows instead of the screen (no redirect). */
export function NoAccessState({ homePath }: { homePath: string }) {
  return (
    <StatusScreen
      icon={<Block />}
      title="No tienes acceso a esta sección"
      actions={
        <Button component={RouterLink} to={homePath} variant="contained">
          Ir a mi inicio
        </Button>
      }
    >
      Esta sección no está disponible para tu tipo de usuario.
    </StatusScreen>
  );
}
