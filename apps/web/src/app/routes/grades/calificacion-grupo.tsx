import Typography from '@mui/material/Typography';
import { isKidsGroup } from '@lms/contract';
import { TeacherGradesScreen } from '../../../features/grades/components/teacher-grades-screen';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';
import { useTeacherGroupRoute } from '../../teacher-group-route';

function CalificacionGrupo({ session }: { session: Session }) {
  const { groupId, group, back, refused } = useTeacherGroupRoute(session);
  if (refused || groupId === null) return refused;
  const subtitle = (
    <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
      {group ? `Grupo ${group.grupo_corto}` : ' '}
    </Typography>
  );
  return <TeacherGradesScreen school={session.escuela} groupId={groupId} kids={group ? isKidsGroup(group.grupo) : undefined} subtitle={subtitle} back={back} />;
}

/** CalificacionGrupo: the grades of a teacher's group (?id= encoded group). */
export default function CalificacionGrupoRoute() {
  const session = useSession();
  return session ? <CalificacionGrupo session={session} /> : null;
}
