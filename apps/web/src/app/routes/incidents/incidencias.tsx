import { useClassList } from '../../../features/groups/api/get-class-list';
import { GroupIncidentsScreen } from '../../../features/incidents/components/group-incidents-screen';
import { useRules } from '../../../features/rules/api/get-rules';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';
import { TeacherGroupHeader, useTeacherGroupRoute } from '../../teacher-group-route';

function Incidencias({ session }: { session: Session }) {
  const { groupId, group, back, refused } = useTeacherGroupRoute(session);
  // The group's teacher changes incidents; an administrator reads them (docs/decisions/027).
  const canEdit = session.login.usuario.roll === 'TEACHER';
  // The add dialog's students and rules come from their own areas: features do not import each other.
  const students = useClassList(session.escuela, canEdit ? groupId : null);
  const rules = useRules(session.escuela);
  if (refused || groupId === null) return refused;
  const header = <TeacherGroupHeader group={group} />;
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
