import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@lms/contract';
import { notificationFor } from './push-notification';
import { toPreferences } from './preferences-store';

const message = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ tipo: 'aviso_pago', titulo: 'Aviso de pago', mensaje: 'Tu pago vence el viernes.', ruta: '/perfil', ...over });

describe('notificationFor', () => {
  it('shows a message of a topic that is on, opening its path under the app base', () => {
    expect(notificationFor(message(), DEFAULT_NOTIFICATION_PREFERENCES, '/lms/')).toEqual({
      title: 'Aviso de pago',
      body: 'Tu pago vence el viernes.',
      tag: 'aviso_pago',
      url: '/lms/perfil',
    });
  });

  it('opens the app home when the message names no path', () => {
    expect(notificationFor(message({ ruta: undefined }), DEFAULT_NOTIFICATION_PREFERENCES, '/lms/')?.url).toBe('/lms/');
  });

  it('drops a topic the user turned off on this device', () => {
    const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES, palabra_dia: false };
    expect(notificationFor(message({ tipo: 'palabra_dia' }), prefs, '/lms/')).toBeNull();
    expect(notificationFor(message({ tipo: 'examenes' }), prefs, '/lms/')).not.toBeNull();
  });

  it('drops payloads that are not ours', () => {
    expect(notificationFor(null, DEFAULT_NOTIFICATION_PREFERENCES, '/lms/')).toBeNull();
    expect(notificationFor('hola', DEFAULT_NOTIFICATION_PREFERENCES, '/lms/')).toBeNull();
    expect(notificationFor(message({ tipo: 'promo' }), DEFAULT_NOTIFICATION_PREFERENCES, '/lms/')).toBeNull();
  });
});

describe('stored preferences', () => {
  it('keeps stored choices and fills missing or broken topics with the default', () => {
    expect(toPreferences({ aviso_pago: false, examenes: 'no' })).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, aviso_pago: false });
    expect(toPreferences(undefined)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
