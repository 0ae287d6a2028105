import { useLocation, useNavigate } from 'react-router';

/**
 * A screen's back button: the previous entry of this visit when there is one
 * (the lessons list, with its open panels and scroll), else `path` (a link
 * opened on its own has nothing of ours before it).
 */
export function useBackTo(path: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate(path, { replace: true });
    else void navigate(-1);
  };
}
