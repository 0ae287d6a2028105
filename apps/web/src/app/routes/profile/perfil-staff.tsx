import { AuditExportCard } from '../../../features/audit/components/audit-export-card';
import { CommentsShortcut } from '../../../features/comments/components/comments-shortcut';
import { StaffProfileScreen } from '../../../features/profile/components/staff-profile-screen';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';

/**
 * PerfilTeacher and PerfilEditor share one screen: Mi cuenta, and for a
 * teacher or the administration the way into Comentarios (decision 028); the
 * office staff export the audit trail there (decision 026).
 */
export default function PerfilStaffRoute() {
  const session = useSession();
  if (!session) return null;
  const { roll, restringido } = session.login.usuario;
  return (
    <StaffProfileScreen school={session.escuela} login={session.login}>
      {(roll === 'TEACHER' || roll === 'ADMINISTRADOR') && <CommentsShortcut path={pathOf('Comentarios')} admin={roll === 'ADMINISTRADOR'} />}
      {(roll === 'EDITOR' || roll === 'ADMINISTRADOR') && !restringido && <AuditExportCard school={session.escuela} />}
    </StaffProfileScreen>
  );
}
