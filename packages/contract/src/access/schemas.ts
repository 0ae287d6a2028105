import { z } from 'zod';
import { idField } from '../common-schemas.js';
import { MSG } from '../messages.js';
import { ROLES } from '../roles.js';
import { groupSummary } from '../groups/schemas.js';
import { avatar, personalData } from '../profile/schemas.js';
import { ACCESS_MSG } from './messages.js';

const flag = z.union([z.literal(0), z.literal(1)]);

/** The session user of spec 1 §3. */
export const sessionUser = z.object({
  id: z.number().int(),
  roll: z.enum(ROLES),
  nombre_completo: z.string(),
  usuario: z.string(),
  qr: flag,
  facturacion: flag,
  constancia: flag,
  iderp: z.number().int().nullable(),
  escuela: z.number().int(),
  /** The editor of RESTRICTED_EDITOR_IDS: only ActividadesDiariasTodos. */
  restringido: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** SHA-256 hex of the trimmed password, as the client sends it. */
export const hashedPassword = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .regex(/^[0-9a-fA-F]{64}$/, { error: ACCESS_MSG.loginWrong })
  .transform((v) => v.toLowerCase());

export const loginRequest = z.strictObject({
  usuario: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(60),
  password: hashedPassword,
});

export const loginResponse = z.object({
  usuario: sessionUser,
  datos_usuario: personalData.nullable(),
  grupos: z.array(groupSummary),
  avatar: avatar.nullable(),
  escuela: z.number().int(),
  /** Only for native clients that asked for a Bearer token (docs/api.md). */
  token: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const deviceRequest = z.strictObject({
  id: idField,
  dispositivo: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(40),
});


export const accessCheckResponse = z.object({
  acceso: z.boolean(),
  message: z.string(),
});

/** Public brand information of a school (from configuration). */
export const schoolInfo = z.object({
  id: z.number().int(),
  nombre: z.string(),
  nombre_corto: z.string(),
  color: z.string(),
  logo: z.string(),
  contacto: z.object({
    telefono: z.string(),
    correo: z.string(),
    direccion: z.string(),
    responsable: z.string(),
  }),
});
export type SchoolInfo = z.infer<typeof schoolInfo>;
