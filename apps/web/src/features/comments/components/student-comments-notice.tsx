import Button from '@mui/material/Button';
import Forum from '@mui/icons-material/ForumOutlined';
import { StatusScreen } from '../../../components/ui/status-screen';

/**
 * A student on /comentarios (spec 2 opens the route to them): the comments
 * their teachers write about them are read, once accepted, on Calificaciones
 * and the Kardex (decision 028), so this says where.
 */
export function StudentCommentsNotice({ onKardex }: { onKardex: () => void }) {
  return (
    <StatusScreen
      icon={<Forum />}
      title="Comentarios de tus maestros"
      actions={
        <Button variant="contained" onClick={onKardex}>
          Ver mi Kardex
        </Button>
      }
    >
      Cuando la coordinación acepta un comentario de tu maestro, lo ves en tu Kardex y en las calificaciones de ese grupo.
    </StatusScreen>
  );
}
