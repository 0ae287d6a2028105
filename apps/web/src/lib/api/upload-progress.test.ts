import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeId, MSG, uploadVideoCall } from '@lms/contract';
import { ApiError } from './api-error';
import { apiUploadWithProgress } from './upload-progress';

afterEach(() => vi.unstubAllGlobals());

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** An XMLHttpRequest that sends its body in two halves, then answers what the test says (or loses the network). */
function stubXhr(answer: { status: number; body: string; headers?: string } | 'network error') {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    response: Blob | null = null;
    responseType = '';
    private listeners: Record<string, Array<() => void>> = {};
    private progress: Listener[] = [];
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: null as unknown };
    upload = { addEventListener: (_type: string, listener: Listener) => this.progress.push(listener) };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    getAllResponseHeaders() {
      return answer === 'network error' ? '' : (answer.headers ?? 'content-type: application/json\r\n');
    }
    abort() {}
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      queueMicrotask(() => {
        for (const p of this.progress) p({ loaded: 50, total: 100, lengthComputable: true });
        for (const p of this.progress) p({ loaded: 100, total: 100, lengthComputable: true });
        if (answer === 'network error') return this.listeners.error?.forEach((l) => l());
        this.status = answer.status;
        this.response = new Blob([answer.body]);
        this.listeners.load?.forEach((l) => l());
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const video = new Blob([new Uint8Array(64)], { type: 'video/mp4' });
// The screen passes numbers; the call's codecs encode them on the wire.
const params = { id_usuario: 7, id_grupo: 3 };

describe('an upload that shows its progress', () => {
  it('reports the bytes sent and reads the answer as any call', async () => {
    const sent = stubXhr({ status: 200, body: JSON.stringify({ message: 'Video cargado correctamente. ¡Gracias!' }) });
    const progress: number[] = [];
    const answer = await apiUploadWithProgress(uploadVideoCall, { school: 1, file: video, fileName: 'clase.mp4', params }, (s, total) => progress.push(s / total));
    expect(answer).toEqual({ message: 'Video cargado correctamente. ¡Gracias!' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: `/api/1/subir.video/${encodeId(7)}/${encodeId(3)}` });
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('gives the server’s refusal and a lost network the same errors as fetch', async () => {
    stubXhr({ status: 409, body: JSON.stringify({ message: 'Ya enviaste tu video de este ciclo.' }) });
    const refused = await apiUploadWithProgress(uploadVideoCall, { school: 1, file: video, fileName: 'clase.mp4', params }, () => {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).serverMessage).toBe('Ya enviaste tu video de este ciclo.');

    stubXhr('network error');
    const lost = await apiUploadWithProgress(uploadVideoCall, { school: 1, file: video, fileName: 'clase.mp4', params }, () => {}).catch((e: unknown) => e);
    expect((lost as ApiError).status).toBe(0);
  });

  it('refuses a video over the limit before sending a byte', async () => {
    const sent = stubXhr({ status: 200, body: '{}' });
    const huge = { size: 151 * 1024 * 1024, type: 'video/mp4' } as Blob;
    const error = await apiUploadWithProgress(uploadVideoCall, { school: 1, file: huge, fileName: 'clase.mp4', params }, () => {}).catch((e: unknown) => e);
    expect((error as ApiError).serverMessage).toBe(MSG.fileTooLarge.replace('{mb}', '150'));
    expect(sent).toEqual([]);
  });
});
