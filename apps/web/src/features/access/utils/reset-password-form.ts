import { z } from 'zod';
import { MSG } from '@lms/contract';

/** Written for the web where the spec is silent (docs): the confirmation differs from the new password. */
export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';

/** At least 7 characters once trimmed, with the spec's message (which says 8), as the profile's password form. */
export const PASSWORD_MIN_LENGTH = 7;

/** RestablecerPassword: the new password twice. */
export const resetPasswordForm = z
  .object({
    password: z
      .string()
      .trim()
      .min(1, { error: MSG.required })
      .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort }),
    confirmacion: z.string().trim().min(1, { error: MSG.required }),
  })
  .refine((values) => values.password === values.confirmacion, { path: ['confirmacion'], error: PASSWORDS_DIFFER });

export type ResetPasswordInput = z.input<typeof resetPasswordForm>;
export type ResetPasswordValues = z.output<typeof resetPasswordForm>;
