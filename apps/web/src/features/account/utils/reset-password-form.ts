import { z } from 'zod';
import { ACCOUNT_MSG, MSG } from '@lms/contract';

/**
 * RestablecerPassword: the new password twice. At least 7 characters once
 * trimmed, with the spec's message (which says 8), as the profile's password form.
 */
export const resetPasswordForm = z
  .object({
    password: z.string().trim().min(1, { error: MSG.required }).min(7, { error: ACCOUNT_MSG.passwordTooShort }),
    confirmacion: z.string().trim().min(1, { error: MSG.required }),
  })
  .refine((values) => values.password === values.confirmacion, { path: ['confirmacion'], error: ACCOUNT_MSG.passwordsDiffer });

export type ResetPasswordInput = z.input<typeof resetPasswordForm>;
export type ResetPasswordValues = z.output<typeof resetPasswordForm>;
