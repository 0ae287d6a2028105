import { z } from 'zod';

/** Personal data (perfil) of spec 1 §3. sexo: 0 Hombre, 1 Mujer. */
export const personalData = z.object({
  nombre: z.string(),
  apellido_paterno: z.string(),
  apellido_materno: z.string().nullable(),
  edad: z.number().int().nullable(),
  sexo: z.union([z.literal(0), z.literal(1)]).nullable(),
  telefono: z.string().nullable(),
  celular: z.string().nullable(),
  calle: z.string().nullable(),
  cp: z.number().int().nullable(),
  colonia: z.string().nullable(),
  municipio: z.string().nullable(),
  email: z.string().nullable(),
  /**
   * Grows by one with each save. A save names the version it was read at and
   * is refused (409) when the record changed since (decision 018).
   */
  version: z.number().int(),
});
export type PersonalData = z.infer<typeof personalData>;

/** Avatar parts of spec 1 §3; values come from refdata/avataaars-options.json. */
export const avatar = z.object({
  isCircle: z.boolean(),
  accessoriesType: z.string(),
  clotheType: z.string(),
  clotheColor: z.string(),
  eyebrowType: z.string(),
  eyeType: z.string(),
  facialHairColor: z.string(),
  facialHairType: z.string(),
  graphicType: z.string(),
  hairColor: z.string(),
  mouthType: z.string(),
  skinColor: z.string(),
  topType: z.string(),
  topColor: z.string(),
  id_alumno: z.number().int(),
});
export type Avatar = z.infer<typeof avatar>;
