import type { CallResponse } from '@lms/contract';
import type { ParamsOption, Transport } from './api-client';
import { apiUpload, type UploadCall, type UploadOptions } from './api-files';

/** How much of an upload has left the phone. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * fetch() cannot tell how much of a request body has been sent; an
 * XMLHttpRequest can. This sends one request through XHR and answers a
 * Response, so sendCall reads it exactly as it reads fetch's (errors,
 * expired sessions). A lost network rejects with a TypeError, as fetch does.
 */
function xhrFetch(onProgress: UploadProgress): Transport {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
      xhr.addEventListener('load', () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        // A 204 answer may not carry a body.
        const body = xhr.status === 204 ? null : (xhr.response as Blob | null);
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('timeout', () => reject(new TypeError('Network request timed out')));
      xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
      if (init.signal) {
        if (init.signal.aborted) return xhr.abort();
        init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/**
 * apiUpload that reports the bytes sent so far (a video's progress bar). Its
 * own module: the first screens, which upload nothing, do not download it.
 */
export function apiUploadWithProgress<C extends UploadCall>(call: C, options: UploadOptions & ParamsOption<C>, onProgress: UploadProgress): Promise<CallResponse<C>> {
  return apiUpload(call, options, xhrFetch(onProgress));
}
