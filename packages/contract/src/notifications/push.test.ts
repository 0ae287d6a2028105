import { describe, expect, it } from 'vitest';
import { isValidPushToken, pushMessage } from './push.js';

// The shape Chrome and Firefox give for PushSubscription.toJSON().
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('push token', () => {
  it('accepts a browser subscription and a native token', () => {
    expect(isValidPushToken(JSON.stringify(subscription))).toBe(true);
    expect(isValidPushToken('fcm-native-token:APA91b-xyz')).toBe(true);
  });

  it('refuses a plain-http endpoint, missing keys, broken JSON and free text', () => {
    expect(isValidPushToken(JSON.stringify({ ...subscription, endpoint: 'http://push.example.net/x' }))).toBe(false);
    expect(isValidPushToken(JSON.stringify({ endpoint: subscription.endpoint }))).toBe(false);
    expect(isValidPushToken('{"endpoint":')).toBe(false);
    expect(isValidPushToken('hola mundo <script>')).toBe(false);
  });
});

describe('push message', () => {
  it('reads a message with its topic and an app path', () => {
    const parsed = pushMessage.parse({ tipo: 'aviso_pago', titulo: 'Pago', mensaje: 'Vence mañana', ruta: '/perfil' });
    expect(parsed.tipo).toBe('aviso_pago');
  });

  it('refuses an unknown topic and a path that leaves the app', () => {
    expect(pushMessage.safeParse({ tipo: 'promo', titulo: 'x', mensaje: '' }).success).toBe(false);
    expect(pushMessage.safeParse({ tipo: 'examenes', titulo: 'x', mensaje: '', ruta: '//evil.example' }).success).toBe(false);
    expect(pushMessage.safeParse({ tipo: 'examenes', titulo: 'x', mensaje: '', ruta: 'https://evil.example' }).success).toBe(false);
  });
});
