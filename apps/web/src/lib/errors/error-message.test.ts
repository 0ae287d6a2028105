import { describe, expect, it } from 'vitest';
import { MSG } from '@lms/contract';
import { ApiError } from '../api/api-error';
import { errorMessageFor, errorMessageOf } from './error-message';

describe('generic error dialog text (spec 1 §8)', () => {
  it.each([
    [400, { message: 'Datos inválidos' }, 'Datos inválidos'],
    [400, null, MSG.connectionError],
    [400, { message: '' }, MSG.connectionError],
    [500, { message: 'Ocurrió un error' }, 'Ocurrió un error'],
    [500, 'not json', MSG.connectionError],
    [404, { message: 'El grupo no existe.' }, MSG.routeNotFound],
    [0, null, MSG.serverDown],
    [401, { message: 'Usuario o contraseña incorrectos.' }, 'Usuario o contraseña incorrectos.'],
    [429, { message: 'Demasiados intentos' }, 'Demasiados intentos'],
    [403, null, 'Error 403'],
    [409, { message: 42 }, 'Error 409'],
  ] as const)('status %i with %j -> %s', (status, body, text) => {
    expect(errorMessageFor(status, body)).toBe(text);
  });

  it('maps thrown values', () => {
    expect(errorMessageOf(new ApiError(401, 'Sesión'))).toBe('Sesión');
    expect(errorMessageOf(new ApiError(0, null))).toBe(MSG.serverDown);
    expect(errorMessageOf(new Error('boom'))).toBe(MSG.connectionError);
  });
});
