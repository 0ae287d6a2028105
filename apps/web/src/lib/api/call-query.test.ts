import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificatesListCall, encodeId, exciCall, rulesCall } from '@lms/contract';
import { ApiError } from './api-error';
import { callKey, callQuery } from './call-query';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the call layer', () => {
  it('keys every read by call, school and params, so one prefix refreshes every read of a call at a school', async () => {
    const client = new QueryClient();
    stubFetch({ items: [], total: 0 });
    await client.fetchQuery(callQuery(certificatesListCall, 1, { params: { iderp: 7 } }));
    await client.fetchQuery(callQuery(certificatesListCall, 1, { params: { iderp: 8 } }));
    await client.fetchQuery(callQuery(certificatesListCall, 2, { params: { iderp: 7 } }));
    expect(callKey(certificatesListCall, 1, { iderp: 7 })).toEqual(['usuario.get.constancias', 1, { iderp: 7 }]);
    await client.invalidateQueries({ queryKey: [certificatesListCall.name, 1] });
    const stale = client.getQueryCache().findAll({ stale: true }).map((q) => q.queryKey);
    expect(stale).toEqual([callKey(certificatesListCall, 1, { iderp: 7 }), callKey(certificatesListCall, 1, { iderp: 8 })]);
  });

  it('sends a list query in the query string and keys each page apart', async () => {
    const fetch = stubFetch({ items: [], total: 0 });
    const client = new QueryClient();
    await client.fetchQuery(callQuery(certificatesListCall, 1, { params: { iderp: 7 }, query: { page: 2, search: 'nov dic', sort: 'ciclo' } }));
    expect(fetch.mock.calls[0]![0]).toBe('/api/1/usuario.get.constancias/7?page=2&search=nov+dic&sort=ciclo');
    expect(callKey(certificatesListCall, 1, { iderp: 7 }, { page: 2 })).not.toEqual(callKey(certificatesListCall, 1, { iderp: 7 }, { page: 3 }));
    await client.invalidateQueries({ queryKey: [certificatesListCall.name, 1] });
    expect(client.getQueryCache().findAll({ stale: true })).toHaveLength(1);
  });

  it("reads the call's path at the school's root and checks the answer against the contract", async () => {
    const fetch = stubFetch({ RUTA_EXCI: null });
    const client = new QueryClient();
    const answer = await client.fetchQuery(callQuery(exciCall, 2, { params: { id: 1001 } }));
    expect(answer).toEqual({ RUTA_EXCI: null });
    expect(fetch.mock.calls[0]![0]).toBe(`/api/2/calificacion.exci/${encodeId(1001)}`);

    stubFetch({ reglas: 'no es una lista' });
    const error = await new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(callQuery(rulesCall, 1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });

  it('is fresh for no time unless the call says otherwise (a screen shows the server as it is now)', () => {
    expect(callQuery(rulesCall, 1).staleTime).toBe(0);
    expect(callQuery(rulesCall, 1, { staleTime: 60_000 }).staleTime).toBe(60_000);
    expect(callQuery(rulesCall, 1, { silent: true }).meta).toEqual({ silent: true });
  });
});
