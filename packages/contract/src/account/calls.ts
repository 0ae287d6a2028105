import { z } from 'zod';
import { defineCall, messageBody } from '../call.js';
import { idField } from '../common-schemas.js';
import { MSG } from '../messages.js';
import { hashedPassword } from '../access/schemas.js';
import { registrationAddressFields, registrationPersonalFields, registrationSurveyFields } from './registration.js';
import { ACCOUNT_MSG } from './messages.js';

const area = 'account';
const token = z.string({ error: ACCOUNT_MSG.linkInvalid }).trim().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: ACCOUNT_MSG.linkInvalid });

export const registrationCall = defineCall({
  name: 'usuario.enviar.correo',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Registro del alumno (datos personales, dirección y encuesta); envía el correo de activación.',
  body: z.strictObject({
    id_usuario: idField,
    ...registrationPersonalFields,
    ...registrationAddressFields,
    ...registrationSurveyFields,
  }),
  response: messageBody,
});

export const activateAccountCall = defineCall({
  name: 'usuario.activar.cuenta',
  method: 'POST',
  access: 'public',
  area,
  summary: 'Activa la cuenta con el enlace del correo de registro.',
  body: z.strictObject({ token }),
  response: messageBody,
});

export const recoverPasswordCall = defineCall({
  name: 'usuario.recuperar.password',
  method: 'POST',
  access: 'public',
  area,
  summary: 'Envía un enlace de un solo uso para elegir una contraseña nueva (misma respuesta exista o no la cuenta).',
  body: z.strictObject({ usuario: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(60) }),
  response: messageBody,
});

export const resetPasswordCall = defineCall({
  name: 'usuario.restablecer.password',
  method: 'POST',
  access: 'public',
  area,
  summary: 'Fija la contraseña nueva con el enlace de recuperación y cierra todas las sesiones.',
  body: z.strictObject({ token, password: hashedPassword }),
  response: messageBody,
});

export const resendMailCall = defineCall({
  name: 'usuario.reenviar.correo',
  method: 'POST',
  access: 'public',
  area,
  summary: 'Reenvía el correo de activación (misma respuesta exista o no la cuenta).',
  body: z.strictObject({
    matricula: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(60),
    correo: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(120),
  }),
  response: messageBody,
});

export const accountCalls = [registrationCall, activateAccountCall, recoverPasswordCall, resetPasswordCall, resendMailCall] as const;
