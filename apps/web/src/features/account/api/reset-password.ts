import { useMutation } from '@tanstack/react-query';
import { resetPasswordCall } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { hashPassword } from '../../../lib/crypto/hash-password';
import { showError } from '../../../lib/errors/feedback-store';
import { isInvalidLink, type AccountLink } from '../utils/account-link';

export interface ResetPasswordInput {
  link: AccountLink;
  /** The new password as typed; it leaves as SHA-256 hex of the trimmed text. */
  password: string;
}

/** usuario.restablecer.password: sets the new password and signs every session of the account out. */
export function resetPassword({ link, password }: ResetPasswordInput) {
  return apiRequest(resetPasswordCall, { school: link.escuela, body: { token: link.token, password: hashPassword(password) } });
}

/** An invalid, used or expired link is shown by the screen; anything else in the red dialog. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: { silent: true },
    onError: (error) => {
      if (!isInvalidLink(error)) showError(error);
    },
  });
}
