import { describe, expect, it } from 'vitest';
import { NUEVO_LEON_MUNICIPALITIES, SAT_TAX_REGIMES } from './catalogs.js';
import { parseConstanciaQr } from './constancia-qr.js';
import { foldText, suggestMunicipio, suggestRegimen } from './matcher.js';
import { normalizeRfc, rfcKind } from './rfc.js';

const SAT = 'https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf';

describe('RFC', () => {
  it.each([
    ['GODE561231GR8', 'fisica'],
    ['gode-561231-gr8', 'fisica'],
    ['ABC010101AB1', 'moral'],
    ['ÑA&000229AB1', 'moral'],
    ['ABC010229AB1', null],
    ['MEMA000229AB9', 'fisica'],
    ['XAXX010101000', null],
    ['XEXX010101000', null],
    ['ABC011301AB1', null],
    ['ABC010132AB1', null],
    ['ABCD990229AB1', null],
    ['AB010101AB1', null],
    ['ABC010101AB', null],
    ['ABC010101ABZ', null],
  ] as const)('%s -> %s', (rfc, kind) => {
    expect(rfcKind(rfc)).toBe(kind);
  });

  it('normalizes spaces, dashes and case', () => {
    expect(normalizeRfc(' gode 561231-gr8 ')).toBe('GODE561231GR8');
  });
});

describe('constancia QR', () => {
  it('reads idCIF and RFC from real URL shapes', () => {
    expect(parseConstanciaQr(`${SAT}?D1=10&D2=1&D3=12345678901_GODE561231GR8`)).toEqual({ ok: true, idCIF: '12345678901', rfc: 'GODE561231GR8' });
    expect(parseConstanciaQr(`${SAT}?D1=10&D2=1&D3=21030034_ABC010101AB1`)).toEqual({ ok: true, idCIF: '21030034', rfc: 'ABC010101AB1' });
    expect(parseConstanciaQr(` ${SAT}?D3=1234567890123_abc010101ab1&D1=10&D2=1 `)).toMatchObject({ ok: true, rfc: 'ABC010101AB1' });
  });

  it.each([
    ['not a URL', 'hola', 'not-a-url'],
    ['another scheme', 'ftp://siat.sat.gob.mx/x?D1=10&D3=1_ABC010101AB1', 'not-a-url'],
    ['wrong host', 'https://siat.sat.gob.mx.example.com/app?D1=10&D2=1&D3=1_ABC010101AB1', 'wrong-host'],
    ['look-alike host', 'https://sat.gob.mx/app/qr?D1=10&D2=1&D3=1_ABC010101AB1', 'wrong-host'],
    ['D1 not 10 (compliance opinion)', `${SAT}?D1=1&D2=1&D3=1_ABC010101AB1_2024_P`, 'not-a-constancia'],
    ['no D1', `${SAT}?D2=1&D3=1_ABC010101AB1`, 'not-a-constancia'],
    ['D3 without underscore', `${SAT}?D1=10&D2=1&D3=12345ABC010101AB1`, 'malformed-d3'],
    ['D3 with letters in idCIF', `${SAT}?D1=10&D2=1&D3=12A45_ABC010101AB1`, 'malformed-d3'],
    ['D3 empty idCIF', `${SAT}?D1=10&D2=1&D3=_ABC010101AB1`, 'malformed-d3'],
    ['D3 bad RFC', `${SAT}?D1=10&D2=1&D3=123_ABC0101`, 'bad-rfc'],
  ])('refuses %s', (_, text, reason) => {
    expect(parseConstanciaQr(text)).toEqual({ ok: false, reason });
  });
});

describe('régimen and municipio suggestions', () => {
  const pdfText = `CONSTANCIA DE SITUACIÓN FISCAL
  Lugar y Fecha de Emisión MONTERREY , NUEVO LEON A 10 DE FEBRERO DE 2026
  Nombre de la Colonia: MITRAS CENTRO  Nombre del Municipio o Demarcación Territorial: SAN NICOLAS DE LOS GARZA
  Entidad Federativa: NUEVO LEON
  Regímenes: Régimen Fecha Inicio Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios 01/01/2015`;

  it('ignores accents and case', () => {
    expect(foldText('Régimen de Incorporación')).toBe('REGIMEN DE INCORPORACION');
  });

  it('finds the régimen and the municipio in the text of a constancia', () => {
    expect(suggestRegimen(pdfText, SAT_TAX_REGIMES)?.idregimen_fiscal).toBe(605);
    expect(suggestMunicipio(pdfText, NUEVO_LEON_MUNICIPALITIES)?.nombre).toBe('San Nicolás de los Garza');
  });

  it('prefers the longest name: "General Escobedo" is not "Escobedo", García stays García', () => {
    expect(suggestMunicipio('MUNICIPIO: GENERAL ESCOBEDO', NUEVO_LEON_MUNICIPALITIES)?.nombre).toBe('General Escobedo');
    expect(suggestMunicipio('Municipio: garcia', NUEVO_LEON_MUNICIPALITIES)?.nombre).toBe('García');
  });

  it('suggests nothing when nothing matches', () => {
    expect(suggestMunicipio('CIUDAD DE MEXICO', NUEVO_LEON_MUNICIPALITIES)).toBeNull();
    expect(suggestRegimen('sin datos', SAT_TAX_REGIMES)).toBeNull();
  });
});
