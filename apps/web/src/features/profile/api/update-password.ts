import { useMutation } from '@tanstack/react-query';
import { updatePasswordCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { hashPassword } from '../../../lib/crypto/hash-password';
import { showSuccess } from '../../../lib/errors/feedback-store';

export interface PasswordChange {
  id: number;
  /** The current password as typed. */
  password: string;
  /** The new password as typed. */
  newpassword: string;
}

/** usuario.update.password: both passwords as SHA-256 hex of the trimmed text. */
export function updatePassword(school: SchoolId, { id, password, newpassword }: PasswordChange) {
  return apiRequest(updatePasswordCall, {
    school,
    body: { id, password: hashPassword(password), newpassword: hashPassword(newpassword) },
  });
}

/** The server signs the user's other sessions out; this one stays. */
export function useUpdatePassword(school: SchoolId) {
  return useMutation({
    mutationFn: (change: PasswordChange) => updatePassword(school, change),
    onSuccess: ({ message }) => showSuccess(message),
  });
}
