import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, fiscalFileCall, uploadConstanciaCall, uploadSignatureCall } from '@lms/contract';
import { ApiError } from './api-error';
import { apiDownload, apiUpload } from './api-files';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('uploads and downloads', () => {
  it('sends the file as multipart field `file`, without a JSON content type', async () => {
    const fetch = stubFetch(new Response(JSON.stringify({ nombre: `${'a'.repeat(32)}.pdf` }), { status: 200 }));
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const answer = await apiUpload(uploadConstanciaCall, { school: 1, file, fileName: 'mi constancia.pdf' });
    expect(answer).toEqual({ nombre: `${'a'.repeat(32)}.pdf` });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/1/guardar.constancia');
    expect(init?.method).toBe('POST');
    expect(init?.headers).not.toHaveProperty('Content-Type');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('mi constancia.pdf');
  });

  it('refuses a file over the call’s limit before sending it, with the server’s 413 text', async () => {
    const fetch = stubFetch(new Response(null, { status: 200 }));
    const big = new Blob([new Uint8Array(1024 * 1024 + 1)], { type: 'image/png' });
    const error = await apiUpload(uploadSignatureCall, { school: 2, file: big, fileName: 'firma.png' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).serverMessage).toBe(MSG.fileTooLarge.replace('{mb}', '1'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s message for a refused upload', async () => {
    stubFetch(new Response(JSON.stringify({ message: MSG.onlyPdf }), { status: 400 }));
    const error = await apiUpload(uploadConstanciaCall, { school: 1, file: new Blob(['hola']), fileName: 'x.pdf' }).catch((e: unknown) => e);
    expect((error as ApiError).serverMessage).toBe(MSG.onlyPdf);
  });

  it('downloads a file call’s bytes as a Blob of the server’s type', async () => {
    const fetch = stubFetch(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const nombre = `${'f'.repeat(32)}.pdf`;
    const file = await apiDownload(fiscalFileCall, { school: 1, params: { nombre } });
    expect(fetch.mock.calls[0]![0]).toBe(`/api/1/archivos.constancia.fiscal/${nombre}`);
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });
});
