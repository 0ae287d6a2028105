import { z } from 'zod';
import { decodeId, encodeId, MAX_ID } from './encoded-id.js';
import { MSG } from './messages.js';

/** An id as the app holds it: a positive integer up to MAX_ID (int4), never an SQL error past it. */
const appId = z.number().int().positive({ error: MSG.invalidId }).max(MAX_ID, { error: MSG.invalidId });

/*
 * Path ids are codecs (decision 038): the wire carries text, the app a number.
 * The server decodes (parse), the web client encodes (z.encode) the numbers
 * a screen passes, so no screen writes an id's wire form itself.
 */

/** A positive integer id in the path, as decimal text. */
export const idParam = z.codec(z.string().regex(/^[0-9]{1,15}$/, { error: MSG.invalidId }), appId, {
  decode: (text) => Number(text),
  encode: (id) => String(id),
});

/** An id in the path, encoded (base64url) as the web sends it; the plain decimal id is accepted too. */
export const encodedIdParam = z.codec(z.string(), appId, {
  // Unreadable text becomes 0, which appId refuses with MSG.invalidId.
  decode: (value) => decodeId(value) ?? 0,
  encode: (id) => encodeId(id),
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
