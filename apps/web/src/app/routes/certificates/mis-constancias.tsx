import Button from '@mui/material/Button';
import Description from '@mui/icons-material/Description';
import { useNavigate } from 'react-router';
import { routeFromLanding } from '@lms/contract';
import { StatusScreen } from '../../../components/ui/status-screen';
import { StudyCertificatesScreen } from '../../../features/certificates/components/study-certificates-screen';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';

export default function MisConstanciasRoute() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const { usuario } = session.login;
  const back = () => void navigate(pathOf(routeFromLanding(usuario.roll)));
  // Study certificates are a student's (the calls answer students only).
  if (usuario.roll !== 'ALUMNO') {
    return (
      <StatusScreen
        icon={<Description />}
        title="Constancias de estudios"
        actions={
          <Button variant="contained" onClick={back}>
            Ir a mi perfil
          </Button>
        }
      >
        Las constancias de estudios las solicitan los alumnos desde su perfil.
      </StatusScreen>
    );
  }
  return <StudyCertificatesScreen school={session.escuela} user={usuario} onBack={back} />;
}
