import { renderPdf } from '../../lib/pdf.js';

const ACCENT = '#1f3a93';

/** The certification exam's instructions manual, with the student's own code in it. */
export function certificationManual(input: { codigo: string; examUrl: string }): Promise<Buffer> {
  const steps = [
    `Entra al sitio del examen: ${input.examUrl}`,
    `Escribe tu código de certificación: ${input.codigo}. Es personal: no lo compartas.`,
    'Usa una computadora con audífonos y una conexión estable; el examen dura alrededor de 90 minutos.',
    'Contesta las secciones en orden: lectura, comprensión auditiva, uso del inglés y escritura. No puedes volver a una sección terminada.',
    'Al terminar, tu resultado llega a tu correo en un plazo de 10 días hábiles.',
  ];
  return renderPdf({ size: 'LETTER', margin: 56, info: { Title: 'Manual de instrucciones del examen de certificación', CreationDate: new Date(Date.UTC(2026, 0, 1)) } }, (doc) => {
    doc.rect(0, 0, doc.page.width, 120).fill(ACCENT);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(24).text('Examen de certificación', 56, 44);
    doc.font('Helvetica').fontSize(14).text('Manual de instrucciones', 56, 80);
    doc.fillColor('#1f2937').fontSize(13).text('', 56, 150);
    doc.font('Helvetica-Bold').text('Tu código').font('Helvetica').fontSize(22).text(input.codigo).fontSize(13).moveDown();
    steps.forEach((step, i) => doc.text(`${i + 1}. ${step}`, { width: doc.page.width - 112 }).moveDown(0.5));
  });
}
