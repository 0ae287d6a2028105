import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ReportProblem from '@mui/icons-material/ReportProblem';
import { useNavigate } from 'react-router';
import { INCIDENTS_MSG, routeFromLanding } from '@lms/contract';
import { StatusScreen } from '../../../components/ui/status-screen';
import { StudentIncidentsScreen } from '../../../features/incidents/components/student-incidents-screen';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';

/** MisIncidencias: the student's own incidents, reached from Perfil's 'Mis incidencias' (docs/decisions/027 "Screens"). */
export default function MisIncidenciasRoute() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const { usuario } = session.login;
  const toProfile = () => void navigate(pathOf(routeFromLanding(usuario.roll)));
  // The route admits ADMIN too (spec 3 §2), but incidencias.get.misincidencias answers a student's own.
  if (usuario.roll !== 'ALUMNO') {
    return (
      <StatusScreen
        icon={<ReportProblem />}
        title="Mis incidencias"
        actions={
          <Button variant="contained" onClick={toProfile}>
            Ir a mi perfil
          </Button>
        }
      >
        {INCIDENTS_MSG.incidentsStudentsOnly}
      </StatusScreen>
    );
  }
  const back = (
    <Button startIcon={<ArrowBack />} onClick={toProfile}>
      Perfil
    </Button>
  );
  return <StudentIncidentsScreen school={session.escuela} userId={usuario.id} back={back} />;
}
