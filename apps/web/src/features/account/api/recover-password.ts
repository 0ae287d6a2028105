import { useMutation } from '@tanstack/react-query';
import { recoverPasswordCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { showSuccess } from '../../../lib/errors/feedback-store';

export interface RecoverPasswordInput {
  school: SchoolId;
  usuario: string;
}

/** usuario.recuperar.password: mails a single-use link; the same answer whether or not the account exists. */
export function recoverPassword({ school, usuario }: RecoverPasswordInput) {
  return apiRequest(recoverPasswordCall, { school, body: { usuario: usuario.trim() } });
}

/** The server's message in the green dialog; throttling (429) shows its text in the red one. */
export function useRecoverPassword() {
  return useMutation({
    mutationFn: recoverPassword,
    onSuccess: ({ message }) => showSuccess(message),
  });
}
