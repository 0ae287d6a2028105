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
import { useClassList } from '../../features/groups/api/get-class-list';
import { useGroupInformation } from '../../features/groups/api/get-group-information';
import { GroupIncidentsScreen } from '../../features/incidents/components/group-incidents-screen';
import { useRules } from '../../features/rules/api/get-rules';
import { pathOf } from '../../lib/routing';
import { useSession } from '../../lib/session/use-session';
import type { Session } from '../../lib/session/session-store';

function Incidencias({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const encodedId = params.get('id') ?? '';
  const groupId = decodeId(encodedId);
  // The group's teacher changes incidents; an administrator reads them (docs/decisions/027).
  const canEdit = session.login.usuario.roll === 'TEACHER';
  const group = useGroupInformation(session.escuela, groupId === null ? null : encodedId);
  // The add dialog's students and rules come from their own areas: features do not import each other.
  const students = useClassList(session.escuela, groupId !== null && canEdit ? encodedId : null);
  const rules = useRules(session.escuela);
  const back = (
    <Button startIcon={<ArrowBack />} onClick={() => void navigate(`${pathOf('DetalleGrupoTeacher')}?${new URLSearchParams({ id: encodedId }).toString()}`)}>
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
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {info?.grupo_corto ?? ' '}
          </Typography>
          {info && <Chip label={info.nivel} size="small" sx={{ bgcolor: 'background.paper', color: 'text.primary', fontWeight: 600 }} />}
        </Stack>
        <Typography>{info?.escuela.curso ?? ' '}</Typography>
      </CardContent>
    </Card>
  );
  return (
    <GroupIncidentsScreen
      school={session.escuela}
      groupId={groupId}
      header={header}
      back={back}
      canEdit={canEdit}
      students={{ data: students.data, isPending: students.isPending, isError: students.isError }}
      rules={{ data: rules.data, isPending: rules.isPending, isError: rules.isError }}
    />
  );
}

/** Incidencias: a teacher's group's incidents (?id= encoded group; ?pagina=, ?buscar=, ?orden= the table's view). */
export default function IncidenciasRoute() {
  const session = useSession();
  return session ? <Incidencias session={session} /> : null;
}
