import { AttendanceScreen } from '../../../features/attendance/components/attendance-screen';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';
import { TeacherGroupHeader, useTeacherGroupRoute } from '../../teacher-group-route';

function ListaAsistencia({ session }: { session: Session }) {
  const { groupId, group, back, refused } = useTeacherGroupRoute(session);
  if (refused || groupId === null) return refused;
  return <AttendanceScreen school={session.escuela} groupId={groupId} header={<TeacherGroupHeader group={group} hours />} back={back} />;
}

/** ListaAsistencia: the attendance of a teacher's group (?id= encoded group, ?fecha= the class date). */
export default function ListaAsistenciaRoute() {
  const session = useSession();
  return session ? <ListaAsistencia session={session} /> : null;
}
