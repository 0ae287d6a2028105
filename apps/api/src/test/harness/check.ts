import { ALL_MESSAGES } from '@lms/contract';
import type { LightMyRequestResponse } from 'fastify';
import { apiRoot } from '../call-url.js';
import type { FuzzCase } from './generate.js';

/** The catalogue's texts, some quoted in English by the spec ('E-mail must be valid'). */
const CATALOGUE = [...ALL_MESSAGES].sort((a, b) => b.length - a.length);

/** Words that would mean an English message reached the caller (outside the catalogue's quotes). */
const ENGLISH = /\b(the|is|must|expected|received|invalid|required|error|unexpected|field|bad request|not found)\b/i;

/**
 * What every answer to hostile input must be: never a 5xx; a 4xx is JSON
 * with a Spanish `{ message }`; every answer carries the security headers.
 * Returns what is wrong, or null.
 */
export function problemWith(res: LightMyRequestResponse, method: string): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.headers['x-content-type-options'] !== 'nosniff') return 'no X-Content-Type-Options header';
  if (!String(res.headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'") && !String(res.headers['content-security-policy'] ?? '').includes('sandbox')) {
    return 'no Content-Security-Policy header';
  }
  // An answer about the caller may be kept by no cache: a file download that may be kept says `private`.
  if (!/^private, (no-store|max-age=\d+)$/.test(String(res.headers['cache-control'] ?? ''))) return `Cache-Control "${String(res.headers['cache-control'] ?? '')}" lets a shared cache keep it`;
  if (res.statusCode >= 400 && method !== 'HEAD') {
    let message: unknown;
    try {
      message = (res.json() as { message?: unknown }).message;
    } catch {
      return `a ${res.statusCode} that is not JSON`;
    }
    if (typeof message !== 'string' || message.trim() === '') return `a ${res.statusCode} without a message`;
    if (ENGLISH.test(CATALOGUE.reduce((text, quoted) => text.split(quoted).join(''), message))) return `a ${res.statusCode} in English: ${message}`;
  }
  return null;
}

/** A reproduction that can be pasted into a shell against a running server. */
export function reproduction(c: FuzzCase, escuela: number, seed: number, index: number): string {
  const payload = c.payload === undefined ? '' : Buffer.isBuffer(c.payload) ? `--data-binary @- <<< '${c.payload.toString('base64')}' (base64)` : `--data-raw ${JSON.stringify(c.payload.length > 300 ? `${c.payload.slice(0, 300)}…(${c.payload.length} chars)` : c.payload)}`;
  const headers = Object.entries(c.headers).map(([k, v]) => `-H '${k}: ${v}'`).join(' ');
  return `FUZZ_SEED=${seed} case ${index} (${c.label}): curl -X ${c.method} 'http://localhost:8080${apiRoot(escuela)}${c.path.slice(0, 300)}' ${headers} ${payload}`;
}
