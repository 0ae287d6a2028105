import { useNavigate } from 'react-router';
import { CommentsScreen } from '../../../features/comments/components/comments-screen';
import { StudentCommentsNotice } from '../../../features/comments/components/student-comments-notice';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';

/**
 * Comentarios (spec 3 §2.8): the students at risk and their comments for a
 * teacher, a coordinator or the administration; a student (the route is
 * open to them, spec 2 §2) is told where their teachers' comments show.
 */
export default function ComentariosRoute() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const { usuario } = session.login;
  if (usuario.roll === 'ALUMNO') return <StudentCommentsNotice onKardex={() => void navigate(pathOf('Kardex'))} />;
  return <CommentsScreen school={session.escuela} userId={usuario.id} />;
}
