import { useLocation, useNavigate } from 'react-router';
import { lessonsListPath } from '../utils/evaluation-links';

/**
 * The screen's back button. Opened from a lessons list (ordinary or
 * certification), it goes back there as the browser's back button does,
 * without piling up history; opened first (a link, a typed URL), it goes to
 * the group's lessons (RecursosGrupoUsuario).
 */
export function useBackToLessons(groupId: number | null): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromTheApp = location.key !== 'default';
  return () => void (cameFromTheApp ? navigate(-1) : navigate(lessonsListPath(groupId)));
}
