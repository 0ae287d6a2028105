import { z } from 'zod';
import { numberText, optionalNumberText } from '../common-schemas.js';
import { MAX_ID } from '../encoded-id.js';
import { MSG } from '../messages.js';
import { ESTADOS } from './estados.js';
import { ACCOUNT_MSG } from './messages.js';
import { FISCAL_MSG } from '../fiscal/messages.js';
import { PROFILE_MSG } from '../profile/messages.js';

/** Code lists of the registration user entity (spec 2 §3). */
export const MEDIO_CONTACTO = [
  { id: 1, nombre: 'Publicidad' },
  { id: 2, nombre: 'Facebook' },
  { id: 3, nombre: 'Instagram' },
  { id: 4, nombre: 'Internet' },
] as const;
export const OCUPACION = [
  { id: 1, nombre: 'Estudiante' },
  { id: 2, nombre: 'Empleado' },
  { id: 3, nombre: 'Otro' },
] as const;
export const ESTADO_CIVIL = [
  { id: 1, nombre: 'Soltero' },
  { id: 2, nombre: 'Casado' },
  { id: 3, nombre: 'Unión libre' },
  { id: 4, nombre: 'Otro' },
] as const;
export const HIJOS = [
  { id: 1, nombre: '0' },
  { id: 2, nombre: '1' },
  { id: 3, nombre: '2' },
  { id: 4, nombre: '3 o más' },
] as const;
export const MOTIVO_ESTUDIO = [
  { id: 1, nombre: 'Hobbie' },
  { id: 2, nombre: 'Trabajo' },
  { id: 3, nombre: 'Escuela' },
  { id: 4, nombre: 'Otro' },
] as const;
export const TRANSPORTE = [
  { id: 1, nombre: 'Carro' },
  { id: 2, nombre: 'Metro' },
  { id: 3, nombre: 'Camión' },
  { id: 4, nombre: 'Otro' },
] as const;
export const SEXO = [
  { id: 0, nombre: 'Hombre' },
  { id: 1, nombre: 'Mujer' },
] as const;

/** Spec 2 §5: a name with two consecutive uppercase letters does not meet the criteria. */
export function meetsNameCriteria(name: string): boolean {
  return !/\p{Lu}\p{Lu}/u.test(name);
}

const text = (max = 120) => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max);
const name = (max = 80) => text(max).refine(meetsNameCriteria, { error: ACCOUNT_MSG.nameCriteria });
const code = (list: ReadonlyArray<{ id: number }>) =>
  numberText({ required: MSG.required, invalid: MSG.required, min: 0, max: MAX_ID }).refine((v) => list.some((item) => item.id === v), {
    error: MSG.required,
  });
const optionalText = (max = 120) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Step 1, Datos personales. */
export const registrationPersonalFields = {
  nombre: name(),
  apellido_paterno: name(),
  apellido_materno: z
    .string()
    .trim()
    .max(80)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || meetsNameCriteria(v), { error: ACCOUNT_MSG.nameCriteria }),
  edad: numberText({ required: MSG.required, invalid: PROFILE_MSG.ageInvalid, min: 3, max: 120 }),
  email: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).pipe(z.email({ error: ACCOUNT_MSG.emailMustBeValid })),
  sexo: code(SEXO),
  telefono: text(20),
  celular: text(20),
  contacto_emergencia: text(120),
  facebook: optionalText(120),
};

/** Step 2, Dirección (CP optional). */
export const registrationAddressFields = {
  calle: text(200),
  numero: text(20),
  cp: optionalNumberText({ invalid: FISCAL_MSG.cpInvalid, min: 1, max: 99999 }),
  colonia: text(),
  municipio: text(),
  estado: code(ESTADOS),
};

/** Step 3, Encuesta. */
export const registrationSurveyFields = {
  medio_contacto: code(MEDIO_CONTACTO),
  ocupacion: code(OCUPACION),
  estado_civil: code(ESTADO_CIVIL),
  hijos: code(HIJOS),
  motivo_estudio: code(MOTIVO_ESTUDIO),
  transporte: code(TRANSPORTE),
};

export const registrationPersonalForm = z.object(registrationPersonalFields);
export const registrationAddressForm = z.object(registrationAddressFields);
export const registrationSurveyForm = z.object(registrationSurveyFields);
