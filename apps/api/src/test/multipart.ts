import { uploadConstanciaCall, uploadSignatureCall } from '@lms/contract';
import type { TestApp } from './test-app.js';

/** A multipart/form-data body with one file, for inject(). */
export function multipartBody(field: string, filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----lms${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest bytes that are a PDF by content. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** POST guardar.constancia with one file, as the Datos Fiscales screen sends it. */
export function uploadConstancia(t: TestApp, cookie: string, bytes: Buffer, filename = 'constancia.pdf', school: 1 | 2 = 1) {
  return t.request(uploadConstanciaCall, { cookie, school, ...multipartBody('file', filename, bytes, 'application/pdf') });
}

/** POST firma.add_archivo with the signature image, as the Reglamento screen sends it. */
export function uploadSignature(t: TestApp, cookie: string, bytes: Buffer, school: 1 | 2 = 1) {
  return t.request(uploadSignatureCall, { cookie, school, ...multipartBody('file', 'firma.png', bytes, 'image/png') });
}
