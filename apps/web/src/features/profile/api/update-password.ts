import { updatePasswordCall, type SchoolId } from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import { hashPassword } from '../../../lib/crypto/hash-password';
import { showSuccess } from '../../../lib/errors/feedback-store';

export interface PasswordChange {
  id: number;
  /** The current password as typed. */
  password: string;
  /** The new password as typed. */
  newpassword: string;
}

/**
 * usuario.update.password: both passwords leave as SHA-256 hex of the trimmed
 * text. The server signs the user's other sessions out; this one stays.
 */
export function useUpdatePassword(school: SchoolId) {
  return useCallMutation(updatePasswordCall, school, {
    request: ({ id, password, newpassword }: PasswordChange) => ({ body: { id, password: hashPassword(password), newpassword: hashPassword(newpassword) } }),
    onSuccess: ({ message }) => showSuccess(message),
  });
}
