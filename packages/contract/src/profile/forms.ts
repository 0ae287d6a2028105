import { z } from 'zod';
import { numberText } from '../common-schemas.js';
import { MSG } from '../messages.js';
import { ACCOUNT_MSG } from '../account/messages.js';
import { FISCAL_MSG } from '../fiscal/messages.js';
import { PROFILE_MSG } from './messages.js';

/**
 * The profile forms of spec 1 §5. The web forms and the server request of
 * usuario.update.datos use the same field rules.
 */
const required = (max = 120) => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max);
const optional = (max = 120) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A number typed in a text field: empty means missing ('Requerido.'), anything not a number is invalid. */
const numberField = (invalid: string, min: number, max: number) => numberText({ required: MSG.required, invalid, min, max });

/** Mi cuenta: nombre, apellido_paterno, edad, telefono, celular required; apellido_materno optional. */
export const personalFields = {
  nombre: required(),
  apellido_paterno: required(),
  apellido_materno: optional(),
  edad: numberField(PROFILE_MSG.ageInvalid, 1, 120),
  telefono: required(20),
  celular: required(20),
};

/** Dirección: calle, cp, municipio required; colonia optional; cp coerced to a number. */
export const addressFields = {
  calle: required(200),
  cp: numberField(FISCAL_MSG.cpInvalid, 1, 99999),
  colonia: optional(),
  municipio: required(),
};

export const personalForm = z.object(personalFields);
export const addressForm = z.object(addressFields);

/** Contraseña: both required ('Requerido'), at least 7 characters, with the spec's message that says 8. */
const passwordField = z
  .string({ error: PROFILE_MSG.requiredNoDot })
  .trim()
  .min(1, { error: PROFILE_MSG.requiredNoDot })
  .min(7, { error: ACCOUNT_MSG.passwordTooShort });
export const passwordForm = z.object({ password: passwordField, newpassword: passwordField });
