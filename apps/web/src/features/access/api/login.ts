import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loginCall, routeAfterLogin, studentGroupsCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { callKey } from '../../../lib/api/call-query';
import { saveSession } from '../../../lib/session/session-store';
import { pathOf } from '../../../lib/routing';
import { hashPassword } from '../../../lib/crypto/hash-password';
import { registerDeviceType } from './register-device';

export interface LoginInput {
  school: SchoolId;
  usuario: string;
  password: string;
}

export function login({ school, usuario, password }: LoginInput) {
  return apiRequest(loginCall, {
    school,
    body: { usuario: usuario.trim(), password: hashPassword(password) },
  });
}

/**
 * usuario.validar.acceso, then: store the answer, register the device type and
 * go where the role leads (spec 1 §4). Failures show in the generic error dialog.
 */
export function useLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer, { school }) => {
      saveSession(school, answer);
      // The login answers the student's groups: they go to the cache as grupos.alumno's answer, so Mis grupos reads nothing again.
      if (answer.usuario.roll === 'ALUMNO') queryClient.setQueryData(callKey(studentGroupsCall, school, { userId: answer.usuario.id }), answer.grupos);
      await registerDeviceType(school, answer.usuario.id);
      const target = routeAfterLogin(answer.usuario.roll, answer.datos_usuario !== null);
      await navigate(pathOf(target), { replace: true });
    },
  });
}
