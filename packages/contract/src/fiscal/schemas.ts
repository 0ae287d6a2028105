import { z } from 'zod';
import { numberText } from '../common-schemas.js';
import { MAX_ID } from '../encoded-id.js';
import { normalizeRfc, rfcKind } from './rfc.js';
import { FISCAL_MSG } from './messages.js';

const required = (max = 200) =>
  z.string({ error: FISCAL_MSG.fieldRequired }).trim().min(1, { error: FISCAL_MSG.fieldRequired }).max(max);
/** A catalogue id chosen in a select: 0 is the empty choice. */
const requiredId = z.preprocess(
  (v) => (v === 0 || v === '0' ? undefined : v),
  numberText({ required: FISCAL_MSG.fieldRequired, invalid: FISCAL_MSG.fieldRequired, min: 1, max: MAX_ID }),
);

/**
 * The fiscal data form of spec 1 §5: every field required ('Este campo es
 * obligatorio'); correo required ('El correo es obligatorio') and an address
 * ('Correo inválido'); the RFC's format is checked here, its fit with the
 * régimen on the server.
 */
export const fiscalFields = {
  rfc: z
    .string({ error: FISCAL_MSG.fieldRequired })
    .transform(normalizeRfc)
    .pipe(
      z
        .string()
        .min(1, { error: FISCAL_MSG.fieldRequired })
        .refine((v) => rfcKind(v) !== null, { error: FISCAL_MSG.rfcInvalid }),
    ),
  razon_social: required(250),
  regimen_fiscal: requiredId,
  direccion: required(250),
  idmunicipios: requiredId,
  cp: z
    .string({ error: FISCAL_MSG.fieldRequired })
    .trim()
    .min(1, { error: FISCAL_MSG.fieldRequired })
    .regex(/^\d{5}$/, { error: FISCAL_MSG.cpInvalid }),
  telefono: required(20),
  correo: z
    .string({ error: FISCAL_MSG.mailRequired })
    .trim()
    .min(1, { error: FISCAL_MSG.mailRequired })
    .pipe(z.email({ error: FISCAL_MSG.mailInvalid })),
  constancia: required(120),
};
export const fiscalForm = z.object(fiscalFields);

/** A fiscal record as the API answers it (spec 1 §3). */
export const fiscalData = z.object({
  iddatosfiscales: z.number().int(),
  id_alumno: z.number().int(),
  rfc: z.string(),
  regimen_fiscal: z.number().int(),
  regimen: z.string(),
  direccion: z.string(),
  idmunicipios: z.number().int().nullable(),
  municipio: z.string().nullable(),
  cp: z.string(),
  telefono: z.string(),
  correo: z.string(),
  razon_social: z.string(),
  constancia: z.string(),
  deleted: z.union([z.literal(0), z.literal(1)]),
  /** Raised by every save: an update sends the version it read (decision 018). */
  version: z.number().int(),
  reg_nuevo_municipio: z.string().nullable(),
});
export type FiscalData = z.infer<typeof fiscalData>;
