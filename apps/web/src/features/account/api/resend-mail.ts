import { useMutation } from '@tanstack/react-query';
import { resendMailCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { showSuccess } from '../../../lib/errors/feedback-store';

export interface ResendMailInput {
  school: SchoolId;
  matricula: string;
  correo: string;
}

/** usuario.reenviar.correo: a new activation link; the same answer whether or not the account exists. */
export function resendMail({ school, matricula, correo }: ResendMailInput) {
  return apiRequest(resendMailCall, { school, body: { matricula: matricula.trim(), correo: correo.trim() } });
}

export function useResendMail() {
  return useMutation({
    mutationFn: resendMail,
    onSuccess: ({ message }) => showSuccess(message),
  });
}
