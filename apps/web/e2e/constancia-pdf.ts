import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** The URL a real constancia's QR carries (refdata constancia-qr.md §1), for the test RFC. */
export const SAT_QR_URL = 'https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=12345678901_SATL900101AB1';
export const TEST_RFC = 'SATL900101AB1';

interface ConstanciaOptions {
  /** Draw the SAT QR on page 1 (left out: the browser cannot read one). */
  qr: boolean;
  lines?: readonly string[];
}

const DEFAULT_LINES = [
  'Nombre del Municipio o Demarcación Territorial: SAN NICOLAS DE LOS GARZA',
  'Regímenes: Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios',
];

/** A stand-in Constancia de Situación Fiscal: the labels the real one prints and, optionally, its QR. */
export async function constanciaPdf({ qr, lines = DEFAULT_LINES }: ConstanciaOptions): Promise<Buffer> {
  const qrPng = qr ? await QRCode.toBuffer(SAT_QR_URL, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 }) : null;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margins: { top: 54, bottom: 54, left: 54, right: 54 } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(12).text('CÉDULA DE IDENTIFICACIÓN FISCAL');
    doc.font('Helvetica').fontSize(10).text(qr ? TEST_RFC : 'XAXX010101000').text('Registro Federal de Contribuyentes');
    doc.text('idCIF: 12345678901').text('VALIDA TU INFORMACIÓN FISCAL');
    if (qrPng) doc.image(qrPng, 54, doc.y + 8, { width: 150 });
    doc.y += 170;
    doc.font('Helvetica-Bold').fontSize(14).text('CONSTANCIA DE SITUACIÓN FISCAL');
    doc.moveDown().font('Helvetica').fontSize(11);
    doc.text('Lugar y Fecha de Emisión MONTERREY , NUEVO LEON A 10 DE FEBRERO DE 2026');
    doc.text(`RFC: ${qr ? TEST_RFC : 'XAXX010101000'}`);
    doc.text('Código Postal: 66400');
    for (const line of lines) doc.text(line);
    doc.end();
  });
}
