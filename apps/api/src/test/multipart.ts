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

/** The first bytes of an ISO media file: an `ftyp` box of the given brand ('isom' an MP4, 'qt  ' a MOV) and an empty `mdat`. */
export function tinyIsoVideo(brand = 'isom'): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from('mdat', 'latin1')]);
}

/** The EBML header that opens a WebM file, and a few bytes after it. */
export const TINY_WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
