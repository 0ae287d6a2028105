import { z } from 'zod';
import { defineCall } from '../call.js';
import { idField, idParam, versionField } from '../common-schemas.js';
import { fiscalData, fiscalFields } from './schemas.js';

const area = 'fiscal';
/** Generated file names: 32 hex characters and the extension. */
export const storedFileName = z.string().regex(/^[a-f0-9]{32}\.(pdf|png|jpg)$/, { error: 'Nombre de archivo inválido.' });
export const CONSTANCIA_MAX_BYTES = 5 * 1024 * 1024;

export const taxRegimesCall = defineCall({
  name: 'facturas.regimen.fiscal',
  method: 'GET',
  access: 'signedIn',
  area,
  summary: 'Catálogo de regímenes fiscales del SAT (c_RegimenFiscal, CFDI 4.0).',
  response: z.array(z.object({ idregimen_fiscal: z.number().int(), regimen: z.string(), fisica: z.boolean(), moral: z.boolean() })),
});

export const municipalitiesCall = defineCall({
  name: 'facturas.municipios',
  method: 'GET',
  access: 'signedIn',
  area,
  summary: 'Municipios para el domicilio fiscal (los 51 de Nuevo León).',
  response: z.array(z.object({ idmunicipios: z.number().int(), nombre: z.string() })),
});

export const studentFiscalDataCall = defineCall({
  name: 'constancia.alumno',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Datos fiscales vigentes del alumno (por su id del ERP).',
  params: z.strictObject({ iderp: idParam }),
  response: z.array(fiscalData),
});

export const uploadConstanciaCall = defineCall({
  name: 'guardar.constancia',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Sube el PDF de la constancia de situación fiscal (campo file); responde el nombre generado.',
  upload: { maxBytes: CONSTANCIA_MAX_BYTES, kinds: ['pdf'] },
  response: z.object({ nombre: z.string() }),
});

const fiscalAnswer = z.object({ message: z.string(), datos: fiscalData });

export const createFiscalDataCall = defineCall({
  name: 'datos.fiscales.add',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Registra los datos fiscales del alumno.',
  body: z.strictObject({ id_alumno: idField, ...fiscalFields }),
  response: fiscalAnswer,
});

export const updateFiscalDataCall = defineCall({
  name: 'datos.fiscales.update',
  method: 'PUT',
  access: ['ALUMNO'],
  area,
  summary: 'Actualiza los datos fiscales; con deleted 1 los elimina (baja lógica). 409 si cambiaron desde la versión leída.',
  params: z.strictObject({ iddatosfiscales: idParam }),
  body: z.discriminatedUnion('deleted', [
    z.strictObject({ id_alumno: idField, version: versionField, deleted: z.literal(0), ...fiscalFields }),
    z.strictObject({ id_alumno: idField, version: versionField, deleted: z.literal(1) }),
  ]),
  response: fiscalAnswer,
});

export const fiscalFileCall = defineCall({
  name: 'archivos.constancia.fiscal',
  method: 'GET',
  access: ['ALUMNO', 'EDITOR', 'ADMINISTRADOR'],
  area,
  summary: 'Descarga el PDF de una constancia fiscal (su dueño o personal administrativo).',
  params: z.strictObject({ nombre: storedFileName }),
  download: true,
  response: z.string().describe('application/pdf'),
});

export const fiscalCalls = [
  taxRegimesCall,
  municipalitiesCall,
  studentFiscalDataCall,
  uploadConstanciaCall,
  createFiscalDataCall,
  updateFiscalDataCall,
  fiscalFileCall,
] as const;
