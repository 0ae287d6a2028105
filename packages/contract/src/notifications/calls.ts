import { z } from 'zod';
import { defineCall, messageBody } from '../call.js';
import { idField } from '../common-schemas.js';
import { MSG } from '../messages.js';
import { isValidPushToken } from './push.js';
import { NOTIFICATIONS_MSG } from './messages.js';

const area = 'notifications';

export const pushTokenRequest = z.strictObject({
  id: idField,
  token: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(4096)
    .refine(isValidPushToken, { error: NOTIFICATIONS_MSG.pushTokenInvalid }),
});

export const pushTokenCall = defineCall({
  name: 'usuario.token.notificacion',
  method: 'POST',
  access: 'signedIn',
  restrictedEditor: true,
  area,
  summary: 'Registra el token (suscripción) de notificaciones push del dispositivo.',
  body: pushTokenRequest,
  response: messageBody,
});

export const pushKeyCall = defineCall({
  name: 'usuario.notificacion.llave',
  method: 'GET',
  access: 'public',
  area,
  summary: 'Llave pública VAPID para suscribir el dispositivo a notificaciones push.',
  response: z.object({ publicKey: z.string() }),
});

export const notificationsCalls = [pushTokenCall, pushKeyCall] as const;
