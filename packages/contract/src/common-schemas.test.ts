import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeId, encodeId, MAX_ID } from './encoded-id.js';
import { encodedIdParam, idField, idParam, numberText } from './common-schemas.js';
import { personalForm } from './profile/forms.js';
import { MSG } from './messages.js';
import { PROFILE_MSG } from './profile/messages.js';

const age = numberText({ required: MSG.required, invalid: PROFILE_MSG.ageInvalid, min: 1, max: 120 });
const messageOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('numbers typed in a field', () => {
  it('takes a number or digits as text', () => {
    expect(age.parse(24)).toBe(24);
    expect(age.parse(' 24 ')).toBe(24);
  });

  it('refuses arrays and booleans, which a plain coercion turns into numbers', () => {
    for (const input of [[24], true, false, { n: 24 }]) expect(messageOf(age.safeParse(input)), JSON.stringify(input)).toBe(PROFILE_MSG.ageInvalid);
  });

  it("says a word is not a valid number, and an empty field is missing ('abc' is not 'Requerido.')", () => {
    expect(messageOf(age.safeParse('abc'))).toBe(PROFILE_MSG.ageInvalid);
    expect(messageOf(age.safeParse(''))).toBe(MSG.required);
    expect(messageOf(age.safeParse(null))).toBe(MSG.required);
    expect(messageOf(personalForm.shape.edad.safeParse('abc'))).toBe(PROFILE_MSG.ageInvalid);
  });
});

describe('ids fit the database columns', () => {
  it('refuses ids past 2^31 - 1 in path, body and encoded form', () => {
    expect(idParam.safeParse(String(MAX_ID)).success).toBe(true);
    expect(messageOf(idParam.safeParse('2147483648'))).toBe(MSG.invalidId);
    expect(messageOf(idField.safeParse(2 ** 31))).toBe(MSG.invalidId);
    expect(messageOf(idField.safeParse(2 ** 53))).toBe(MSG.invalidId);
    expect(decodeId(encodeId(2 ** 31))).toBeNull();
    expect(messageOf(encodedIdParam.safeParse(encodeId(2 ** 31)))).toBe(MSG.invalidId);
    expect(encodedIdParam.parse(encodeId(MAX_ID))).toBe(MAX_ID);
  });
});

describe('path ids are codecs (decision 038)', () => {
  it('the app hands numbers; encoding writes the wire text the server reads back', () => {
    expect(z.encode(encodedIdParam, 31)).toBe(encodeId(31));
    expect(z.encode(idParam, 31)).toBe('31');
    expect(encodedIdParam.parse(z.encode(encodedIdParam, MAX_ID))).toBe(MAX_ID);
  });

  it('the server still takes an encoded id in its decimal form, and refuses anything else', () => {
    expect(encodedIdParam.parse('31')).toBe(31);
    expect(encodedIdParam.parse(encodeId(31))).toBe(31);
    expect(messageOf(encodedIdParam.safeParse('no-es-un-id'))).toBe(MSG.invalidId);
    expect(messageOf(encodedIdParam.safeParse(encodeId(0)))).toBe(MSG.invalidId);
    expect(messageOf(idParam.safeParse('MzE'))).toBe(MSG.invalidId);
  });
});
