import { create as contentDisposition } from 'content-disposition';

/** Characters no file system takes in a name (Windows is the strictest), and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\/*?"<>|\u0000-\u001f\u007f]/g;
const MAX_LENGTH = 150;

/**
 * A title as a file name a person reads: accents kept, "Libro, lección 1: Saludos"
 * → "Libro, lección 1 - Saludos" (a colon is a separator to a reader, forbidden to Windows).
 */
export function readableFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 && name.length - dot <= 5 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const clean = stem
    .normalize('NFC')
    .replace(/\s*:\s*/g, ' - ')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s-]+|[.\s]+$/g, '')
    .slice(0, MAX_LENGTH)
    .trim();
  return `${clean || 'archivo'}${extension}`;
}

/** The same name in plain ASCII for clients that do not read filename*: "lección" → "leccion". */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
}

/**
 * Content-Disposition for a download: `filename=` in ASCII and `filename*=UTF-8''…`
 * with the readable name (RFC 6266), so a saved book is "Libro, lección 1 - Saludos.pdf".
 */
export function dispositionHeader(name: string, type: 'inline' | 'attachment' = 'inline'): string {
  const readable = readableFileName(name);
  return contentDisposition(readable, { type, fallback: asciiFileName(readable) });
}
