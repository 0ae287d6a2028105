import { fileTooLargeMessage, type CallDefinition, type CallResponse, type SchoolId } from '@lms/contract';
import { ApiError } from './api-error';
import { readAnswer, sendCall, type ParamsOption } from './api-client';
import type { Transport } from './api-client';

/** A call the contract marks as a one-file multipart upload. */
export type UploadCall = CallDefinition & { readonly upload: NonNullable<CallDefinition['upload']> };
/** A call the contract marks as answering a file. */
export type DownloadCall = CallDefinition & { readonly download: true };

export interface UploadOptions {
  school: SchoolId;
  file: Blob;
  /** The name the part carries (the server discards it and generates its own). */
  fileName: string;
  signal?: AbortSignal;
}

/**
 * Uploads one file as multipart field `file` (decision 009). A file over the
 * call's limit is refused before it leaves the phone, with the text the server
 * gives for a 413; the kind is judged by the server, by content.
 */
export async function apiUpload<C extends UploadCall>(call: C, options: UploadOptions & ParamsOption<C>, transport?: Transport): Promise<CallResponse<C>> {
  // The call's path ids as numbers (subir.video's user and group): its codecs encode them.
  const { school, file, fileName, params, signal } = options as UploadOptions & { params?: object };
  if (file.size > call.upload.maxBytes) {
    throw new ApiError(413, fileTooLargeMessage(call.upload.maxBytes));
  }
  const form = new FormData();
  form.append('file', file, fileName);
  // No Content-Type: the browser writes the multipart boundary.
  const response = await sendCall(
    call,
    { school, signal, ...(params ? { params } : {}) },
    { headers: { Accept: 'application/json' }, body: form },
    transport,
  );
  return readAnswer(call, response);
}

export interface DownloadOptions {
  school: SchoolId;
  /** The call's path params as the app holds them (pathWithParams). */
  params: object;
  /** The call's query string (an export's period). */
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

/** The bytes of a file call (the session cookie authorises it), typed by the server's Content-Type. */
export async function apiDownload(call: DownloadCall, { school, params, query, signal }: DownloadOptions): Promise<Blob> {
  const response = await sendCall(call, { school, params, ...(query ? { query } : {}), signal }, { headers: { Accept: '*/*' } });
  return response.blob();
}
