import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import { useNavigate, useSearchParams } from 'react-router';
import { decodeId } from '@lms/contract';
import { StatusScreen } from '../../components/ui/status-screen';
import { TeacherResourcesScreen } from '../../features/exercises/components/teacher-resources-screen';
import { useGroupInformation } from '../../features/groups/api/get-group-information';
import { pathOf } from '../../lib/routing';
import { useSession } from '../../lib/session/use-session';
import type { Session } from '../../lib/session/session-store';

function RecursoGrupo({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const encodedId = params.get('id') ?? '';
  const groupId = decodeId(encodedId);
  const group = useGroupInformation(session.escuela, groupId === null ? null : encodedId);
  const back = (
    <Button startIcon={<ArrowBack />} onClick={() => void navigate(`${pathOf('DetalleGrupoTeacher')}?id=${encodeURIComponent(encodedId)}`)}>
      Grupo
    </Button>
  );
  if (groupId === null || group.isError) {
    return (
      <StatusScreen icon={<SearchOff />} title="No pudimos abrir este grupo" actions={back}>
        Regresa a tus grupos y elige uno de la lista.
      </StatusScreen>
    );
  }
  const subtitle = (
    <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
      {group.data ? `Grupo ${group.data.grupo_corto} · ${group.data.nivel}` : ' '}
    </Typography>
  );
  return <TeacherResourcesScreen school={session.escuela} groupId={groupId} subtitle={subtitle} back={back} />;
}

/** RecursoGrupo: the resources of a teacher's group (?id= encoded group). */
export default function RecursoGrupoRoute() {
  const session = useSession();
  return session ? <RecursoGrupo session={session} /> : null;
}
