import { renderPdf } from '../lib/pdf.js';

/**
 * A stand-in for a student's Constancia de Situación Fiscal in the demo data:
 * the labels the real one prints, fictitious values, no QR (the browser then
 * shows the spec's "revisa tu constancia" message if it is uploaded again).
 */
export function renderDemoConstancia(rfc: string, nombre: string, municipio: string): Promise<Buffer> {
  return renderPdf({ size: 'LETTER', margins: { top: 54, bottom: 54, left: 54, right: 54 } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text('CONSTANCIA DE SITUACIÓN FISCAL (DEMOSTRACIÓN)');
    doc.moveDown().font('Helvetica').fontSize(11);
    for (const line of [
      `RFC: ${rfc}`,
      `Nombre (s): ${nombre}`,
      'Código Postal: 64990',
      `Nombre del Municipio o Demarcación Territorial: ${municipio}`,
      'Nombre de la Entidad Federativa: NUEVO LEON',
      'Regímenes: Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios',
    ]) {
      doc.text(line);
    }
  });
}
