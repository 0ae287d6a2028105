import { normalizeRfc, rfcKind } from './rfc.js';

/**
 * The QR of a Constancia de Situación Fiscal (shared/refdata/constancia-qr.md):
 * https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=<idCIF>_<RFC>
 */
export type ConstanciaQrResult =
  | { ok: true; idCIF: string; rfc: string }
  | { ok: false; reason: 'not-a-url' | 'wrong-host' | 'not-a-constancia' | 'malformed-d3' | 'bad-rfc' };

export const SAT_QR_HOST = 'siat.sat.gob.mx';

export function parseConstanciaQr(text: string): ConstanciaQrResult {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'not-a-url' };
  if (url.hostname.toLowerCase() !== SAT_QR_HOST) return { ok: false, reason: 'wrong-host' };
  // D1 other than 10 is another SAT document (D1=1 is the 32-D compliance opinion).
  if (url.searchParams.get('D1') !== '10') return { ok: false, reason: 'not-a-constancia' };
  const d3 = url.searchParams.get('D3') ?? '';
  const cut = d3.indexOf('_');
  if (cut <= 0) return { ok: false, reason: 'malformed-d3' };
  const idCIF = d3.slice(0, cut);
  const rfc = normalizeRfc(d3.slice(cut + 1));
  if (!/^\d+$/.test(idCIF)) return { ok: false, reason: 'malformed-d3' };
  if (rfcKind(rfc) === null) return { ok: false, reason: 'bad-rfc' };
  return { ok: true, idCIF, rfc };
}
