import { z } from 'zod';
import { decodeId, MAX_ID } from './encoded-id.js';
import { MSG } from './messages.js';

/** A positive integer id arriving as path text; past MAX_ID (int4) it is invalid, never an SQL error. */
export const idParam = z
  .string()
  .regex(/^[0-9]{1,15}$/, { error: MSG.invalidId })
  .transform((v) => Number(v))
  .pipe(z.number().int().positive({ error: MSG.invalidId }).max(MAX_ID, { error: MSG.invalidId }));

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
export const idField = z.number({ error: MSG.required }).int({ error: MSG.invalidId }).positive({ error: MSG.invalidId }).max(MAX_ID, { error: MSG.invalidId });

/**
 * The version of a record as the screen read it; a save with an older one is
 * refused with 409 (docs/decisions/018-no-lost-edits.md). 0: no record yet.
 */
export const versionField = z.number({ error: MSG.required }).int().min(0).max(MAX_ID);

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A whole number typed in a text field or sent as a JSON number. Empty means
 * missing (`required`); anything else that is not a number, including arrays
 * and booleans that z.coerce would turn into numbers, gets `invalid`.
 */
export function numberText(rule: { required: string; invalid: string; min: number; max: number }) {
  return z.preprocess(numberFromText, wholeNumber(rule));
}

/** The same, where an empty field is allowed (undefined). */
export function optionalNumberText(rule: { invalid: string; min: number; max: number }) {
  return z.preprocess(numberFromText, wholeNumber({ ...rule, required: rule.invalid }).optional());
}

function numberFromText(v: unknown): unknown {
  if (isBlank(v)) return undefined;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return Number.NaN;
}

function wholeNumber(rule: { required: string; invalid: string; min: number; max: number }) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? rule.required : rule.invalid) })
    .int({ error: rule.invalid })
    .min(rule.min, { error: rule.invalid })
    .max(rule.max, { error: rule.invalid });
}

/** A required text field, trimmed, with the spec's 'Requerido.' message. */
export const requiredText = (max = 200) =>
  z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max);
