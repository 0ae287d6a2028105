import { z } from 'zod';
import { defineCall, messageBody } from '../call.js';
import { idField, idParam, requiredText } from '../common-schemas.js';
import { storedFileName } from '../fiscal/calls.js';

const area = 'rules';
export const SIGNATURE_MAX_BYTES = 1024 * 1024;

/**
 * A rule of the school (spec 1 §3): idcurso is the course type it applies to;
 * `curso` (not in the spec) names that type, so staff read the rules grouped
 * by course (null when no course of the type exists).
 */
export const rule = z.object({ id: z.number().int(), regla: z.string(), idcurso: z.number().int(), curso: z.string().nullable() });

export const rulesCall = defineCall({
  name: 'reglamento.get.reglamento',
  method: 'GET',
  access: 'signedIn',
  area,
  summary: 'Reglas de la escuela, con el tipo de curso al que aplica cada una.',
  response: z.array(rule),
});

export const studentCourseTypeCall = defineCall({
  name: 'reglamento.info.alumno',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Tipos de curso del alumno (id_alumno y su id del ERP), para elegir su reglamento.',
  params: z.strictObject({ id_alumno: idParam, id: idParam }),
  response: z.array(z.object({ tipo_curso: z.number().int(), curso: z.string() })),
});

export const signatureStatusCall = defineCall({
  name: 'reglamento.consulta.firma',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Si el alumno ya firmó el reglamento.',
  params: z.strictObject({ id_alumno: idParam }),
  response: z.object({ firmado: z.boolean(), nombre_tutor: z.string().nullable(), fecha: z.string().nullable() }),
});

export const uploadSignatureCall = defineCall({
  name: 'firma.add_archivo',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Sube la imagen PNG de la firma (campo file); responde el nombre generado.',
  upload: { maxBytes: SIGNATURE_MAX_BYTES, kinds: ['png'] },
  response: z.object({ nombre: z.string() }),
});

export const signRulesCall = defineCall({
  name: 'add.firma',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Registra la firma del reglamento (una por alumno).',
  body: z.strictObject({
    idusuario: idField,
    nombre_tutor: z
      .string()
      .trim()
      .max(120)
      .nullish()
      .transform((v) => (v ? v : null)),
    firma_tutor: storedFileName,
  }),
  response: messageBody,
});

/** The longest rule text an administrator may write. */
export const RULE_TEXT_MAX = 500;

export const updateRuleCall = defineCall({
  name: 'reglamento.escuela.update',
  method: 'PUT',
  access: ['ADMINISTRADOR'],
  area,
  summary: 'Cambia el texto de una regla de la escuela (administración); las incidencias que la citan muestran el texto nuevo.',
  params: z.strictObject({ idreglamento: idParam }),
  body: z.strictObject({ regla: requiredText(RULE_TEXT_MAX) }),
  response: z.object({ message: z.string(), regla: rule }),
});

export const rulesCalls = [rulesCall, studentCourseTypeCall, signatureStatusCall, uploadSignatureCall, signRulesCall, updateRuleCall] as const;
