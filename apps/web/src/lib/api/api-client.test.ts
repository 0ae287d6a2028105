import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupIncidentsCall } from '@lms/contract';
import { ApiError, RAW_BODY_MAX } from './api-error';
import { apiRequest } from './api-client';

function answer(body: string, status: number) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status })));
}

async function failure(): Promise<ApiError> {
  const error = await apiRequest(groupIncidentsCall, { school: 1, params: { groupId: 7 } }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('a failed answer', () => {
  it('keeps the server’s message and no raw body', async () => {
    answer(JSON.stringify({ message: 'La incidencia no existe.' }), 404);
    const error = await failure();
    expect([error.status, error.serverMessage, error.rawBody]).toEqual([404, 'La incidencia no existe.', null]);
  });

  it('keeps the raw body of an answer without a message (a proxy’s page), cut to a length', async () => {
    answer('  <html>502 Bad Gateway</html>\n', 502);
    expect((await failure()).rawBody).toBe('<html>502 Bad Gateway</html>');
    answer('x'.repeat(RAW_BODY_MAX + 50), 500);
    expect((await failure()).rawBody).toHaveLength(RAW_BODY_MAX);
  });

  it('keeps nothing of an empty body', async () => {
    answer('', 500);
    const error = await failure();
    expect([error.serverMessage, error.rawBody]).toEqual([null, null]);
  });
});
