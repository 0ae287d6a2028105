import { describe, expect, it } from 'vitest';
import { NUEVO_LEON_MUNICIPALITIES, SAT_TAX_REGIMES } from '@lms/contract';
import { constanciaSuggestions, looksLikePdf } from './constancia-suggestions';

const QR = 'https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=12345678901_SATL900101AB1';
const TEXT = [
  'CONSTANCIA DE SITUACIÓN FISCAL',
  'Lugar y Fecha de Emisión MONTERREY , NUEVO LEON A 10 DE FEBRERO DE 2026',
  'Nombre del Municipio o Demarcación Territorial: SAN NICOLAS DE LOS GARZA',
  'Regímenes: Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios',
].join('\n');

const suggest = (qr: string | null, text: string, typedRfc?: string) =>
  constanciaSuggestions({ qr, text }, SAT_TAX_REGIMES, NUEVO_LEON_MUNICIPALITIES, typedRfc);

describe('what a constancia fills in', () => {
  it('takes the RFC from the SAT QR and régimen and municipio from the text', () => {
    expect(suggest(QR, TEXT)).toEqual({ qrReadable: true, rfc: 'SATL900101AB1', regimen: '605', municipio: '19046' });
  });

  it('still suggests from the text when no QR could be read', () => {
    expect(suggest(null, TEXT)).toEqual({ qrReadable: false, rfc: null, regimen: '605', municipio: '19046' });
  });

  it('treats a QR that is not a constancia’s as unreadable', () => {
    expect(suggest('https://example.mx/?D1=10&D3=1_SATL900101AB1', '').qrReadable).toBe(false);
    expect(suggest(`${QR.replace('D1=10', 'D1=1')}`, '').qrReadable).toBe(false);
    expect(suggest('hola', '')).toEqual({ qrReadable: false, rfc: null, regimen: null, municipio: null });
  });

  it('suggests only a régimen that fits the RFC’s person type', () => {
    // A persona moral (12 characters) cannot be in Sueldos y Salarios.
    const moral = QR.replace('SATL900101AB1', 'ABC010101AB1');
    expect(suggest(moral, TEXT)).toMatchObject({ rfc: 'ABC010101AB1', regimen: null, municipio: '19046' });
    // Without a QR, the RFC already typed decides.
    expect(suggest(null, TEXT, 'ABC010101AB1').regimen).toBeNull();
    expect(suggest(null, TEXT, 'SATL900101AB1').regimen).toBe('605');
  });

  it('takes only .pdf files', () => {
    expect(looksLikePdf({ name: 'constancia.pdf', type: '' })).toBe(true);
    expect(looksLikePdf({ name: 'CONSTANCIA.PDF', type: '' })).toBe(true);
    expect(looksLikePdf({ name: 'constancia', type: 'application/pdf' })).toBe(true);
    expect(looksLikePdf({ name: 'constancia.jpg', type: 'image/jpeg' })).toBe(false);
  });
});
