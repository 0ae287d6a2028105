import { parseConstanciaQr, suggestMunicipio, suggestRegimen, type Municipality, type TaxRegime } from '@lms/contract';
import { regimesForRfc } from './fiscal-form';

/** What the browser read from a constancia PDF: its QR's text (null: none found) and its text. */
export interface ConstanciaReading {
  qr: string | null;
  text: string;
}

export interface ConstanciaSuggestions {
  /** A SAT constancia QR was read: the RFC comes from it. */
  qrReadable: boolean;
  rfc: string | null;
  /** Régimen and municipio ids as the selects hold them, or null when nothing matched. */
  regimen: string | null;
  municipio: string | null;
}

/**
 * The form values a constancia suggests (spec 1 §4): the RFC from its QR
 * (refdata constancia-qr.md), the régimen and the municipio by matching its
 * text against the catalogues. The régimen must fit the RFC's person type:
 * the QR's RFC, or `typedRfc` when the QR could not be read.
 */
export function constanciaSuggestions(
  reading: ConstanciaReading,
  regimes: readonly TaxRegime[],
  municipios: readonly Municipality[],
  typedRfc = '',
): ConstanciaSuggestions {
  const qr = reading.qr === null ? null : parseConstanciaQr(reading.qr);
  const rfc = qr?.ok ? qr.rfc : null;
  const regimen = suggestRegimen(reading.text, regimesForRfc(rfc ?? typedRfc, regimes));
  const municipio = suggestMunicipio(reading.text, municipios);
  return {
    qrReadable: rfc !== null,
    rfc,
    regimen: regimen ? String(regimen.idregimen_fiscal) : null,
    municipio: municipio ? String(municipio.idmunicipios) : null,
  };
}

/** Only .pdf files are offered and taken (spec 1 §5); the server still judges the content. */
export const CONSTANCIA_ACCEPT = '.pdf,application/pdf';

export function looksLikePdf(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}
