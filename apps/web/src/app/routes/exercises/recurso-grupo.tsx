import Typography from '@mui/material/Typography';
import { TeacherResourcesScreen } from '../../../features/exercises/components/teacher-resources-screen';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';
import { useTeacherGroupRoute } from '../../teacher-group-route';

function RecursoGrupo({ session }: { session: Session }) {
  const { groupId, group, back, refused } = useTeacherGroupRoute(session);
  if (refused || groupId === null) return refused;
  const subtitle = (
    <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
      {group ? `Grupo ${group.grupo_corto} · ${group.nivel}` : ' '}
    </Typography>
  );
  return <TeacherResourcesScreen school={session.escuela} groupId={groupId} subtitle={subtitle} back={back} />;
}

/** RecursoGrupo: the resources of a teacher's group (?id= encoded group). */
export default function RecursoGrupoRoute() {
  const session = useSession();
  return session ? <RecursoGrupo session={session} /> : null;
}
