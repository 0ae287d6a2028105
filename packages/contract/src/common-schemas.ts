import { z } from 'zod';
import { decodeId } from './encoded-id.js';
import { MSG } from './messages.js';

/** A positive integer id arriving as path text. */
export const idParam = z
  .string()
  .regex(/^[0-9]{1,15}$/, { error: MSG.invalidId })
  .transform((v) => Number(v))
  .pipe(z.number().int().positive({ error: MSG.invalidId }));

/** An encoded (base64url) or plain id arriving as path text. */
export const encodedIdParam = z.string().transform((value, ctx) => {
  const id = decodeId(value);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: MSG.invalidId });
    return z.NEVER;
  }
  return id;
});

/** A positive integer id in a JSON body. */
export const idField = z.number({ error: MSG.required }).int().positive({ error: MSG.invalidId });

/** A required text field, trimmed, with the spec's 'Requerido.' message. */
export const requiredText = (max = 200) =>
  z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max);
