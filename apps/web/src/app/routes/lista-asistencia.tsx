import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import { useNavigate, useSearchParams } from 'react-router';
import { decodeId } from '@lms/contract';
import { StatusScreen } from '../../components/ui/status-screen';
import { AttendanceScreen } from '../../features/attendance/components/attendance-screen';
import { useGroupInformation } from '../../features/groups/api/get-group-information';
import { pathOf } from '../../lib/routing';
import { useSession } from '../../lib/session/use-session';
import { classTimeRange } from '../../lib/time/class-time';
import type { Session } from '../../lib/session/session-store';

function ListaAsistencia({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const encodedId = params.get('id') ?? '';
  const groupId = decodeId(encodedId);
  const group = useGroupInformation(session.escuela, groupId === null ? null : encodedId);
  const toDetail = () => void navigate(`${pathOf('DetalleGrupoTeacher')}?id=${encodeURIComponent(encodedId)}`);
  const back = (
    <Button startIcon={<ArrowBack />} onClick={toDetail}>
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
  const info = group.data;
  const header = (
    <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {info?.grupo_corto ?? ' '}
          </Typography>
          {info && <Chip label={info.nivel} size="small" sx={{ bgcolor: 'background.paper', color: 'text.primary', fontWeight: 600 }} />}
        </Stack>
        <Typography>{info?.escuela.curso}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{info ? classTimeRange(info.hora_inicio, info.hora_fin) : ' '}</Typography>
      </CardContent>
    </Card>
  );
  return <AttendanceScreen school={session.escuela} groupId={groupId} header={header} back={back} />;
}

/** ListaAsistencia: the attendance of a teacher's group (?id= encoded group, ?fecha= the class date). */
export default function ListaAsistenciaRoute() {
  const session = useSession();
  return session ? <ListaAsistencia session={session} /> : null;
}
