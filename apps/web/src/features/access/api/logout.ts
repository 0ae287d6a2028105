import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutCall } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { getSession } from '../../../lib/session/session-store';
import { endLocalSession } from '../../../lib/session/end-session';
import { pathOf } from '../../../lib/routing';
import { unsubscribeDevice } from '../../../lib/push/web-push';

async function logout(): Promise<void> {
  const session = getSession();
  if (!session) return;
  try {
    await apiRequest(logoutCall, { school: session.escuela, skipSessionExpiry: true });
  } catch {
    // Already expired or unreachable: the local session ends anyway.
  }
  // This device stops receiving the signed-out account's notifications.
  await unsubscribeDevice().catch(() => undefined);
}

/** usuario.cerrar.sesion, then clear all session state and go to Carga (spec 1 §4). */
export function useLogout() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSettled: async () => {
      endLocalSession();
      await navigate(pathOf('Carga'), { replace: true });
    },
  });
  return { logout: () => mutation.mutate(), isLoggingOut: mutation.isPending };
}
