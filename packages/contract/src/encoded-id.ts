/**
 * "Encoded" ids (spec: a base64-like encoder) are base64url of the decimal id.
 * The server also accepts the plain decimal id.
 */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const DECIMAL = /^[0-9]{1,15}$/;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  try {
    const padded = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    return atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  } catch {
    return null;
  }
}

export function encodeId(id: number): string {
  return toBase64Url(String(id));
}

/** Returns the positive integer id, or null when the text is neither form. */
export function decodeId(value: string): number | null {
  if (DECIMAL.test(value)) return toPositiveInt(value);
  if (!BASE64URL.test(value)) return null;
  const decoded = fromBase64Url(value);
  if (decoded === null || !DECIMAL.test(decoded)) return null;
  return toPositiveInt(decoded);
}

/** The largest id a column holds (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;

function toPositiveInt(text: string): number | null {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}
