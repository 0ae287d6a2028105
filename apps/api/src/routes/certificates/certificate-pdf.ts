import type { SchoolBrand } from '../../config.js';
import { renderPdf } from '../../lib/pdf.js';
import { SCHOOL_TIME_ZONE } from '../../lib/school-date.js';

export interface CertificateData {
  brand: SchoolBrand;
  nombre: string;
  matricula: string;
  programa: 'ADULTS' | 'TEENS';
  niveles: number;
  nivel: string;
  curso: string;
  ciclo: string;
  plantel: string;
  direccion: string;
  fechaInicioCiclo: Date;
  emitida: Date;
  folio: string;
}

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SCHOOL_TIME_ZONE }).format(date);

/**
 * The study certificate: A4 portrait, vector text in the standard Helvetica
 * (WinAnsi covers Spanish), the school's colour, no images to fetch.
 */
export function renderStudyCertificate(d: CertificateData): Promise<Buffer> {
  const info = { Title: `Constancia de estudios ${d.folio}`, Author: d.brand.nombre, Subject: 'Constancia de estudios' };
  return renderPdf({ size: 'A4', layout: 'portrait', margins: { top: 72, bottom: 72, left: 72, right: 72 }, info }, (doc) => {
    const width = doc.page.width - 144;
    doc.rect(0, 0, doc.page.width, 96).fill(d.brand.color);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(d.brand.nombre, 72, 36, { width });
    doc.fillColor('#222222');
    doc.moveDown(4);
    doc.font('Helvetica-Bold').fontSize(18).text('CONSTANCIA DE ESTUDIOS', { align: 'center', width });
    doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#555555').text(`Folio ${d.folio}`, { align: 'center', width });
    doc.fillColor('#222222').moveDown(2).fontSize(12).font('Helvetica-Bold').text('A QUIEN CORRESPONDA:');
    doc.moveDown(1).font('Helvetica').fontSize(12).lineGap(4);
    doc.text(
      `Por medio de la presente se hace constar que ${d.nombre}, con matrícula ${d.matricula}, es alumno(a) de ${d.brand.nombre} ` +
        `en el programa de inglés ${d.programa === 'TEENS' ? 'TEENS' : 'ADULTS'}, que consta de ${d.niveles} niveles, ` +
        `y cursa actualmente el ${d.nivel} del curso ${d.curso} en el ciclo ${d.ciclo}, con inicio de clases el ${longDate(d.fechaInicioCiclo)}.`,
      { align: 'justify', width },
    );
    doc.moveDown(1).text(`Plantel: ${d.plantel}.`, { width });
    doc.text(`Domicilio del plantel: ${d.direccion}.`, { width });
    doc.moveDown(1).text(
      `Se extiende la presente a solicitud del interesado para los fines que a este convengan, en Monterrey, Nuevo León, el ${longDate(d.emitida)}.`,
      { align: 'justify', width },
    );
    doc.moveDown(5);
    const lineY = doc.y;
    doc.moveTo(doc.page.width / 2 - 110, lineY).lineTo(doc.page.width / 2 + 110, lineY).strokeColor('#222222').stroke();
    doc.moveDown(0.5).font('Helvetica-Bold').text('Dirección Académica', { align: 'center', width });
    doc.font('Helvetica').fontSize(10).text(d.brand.nombre, { align: 'center', width });
  });
}
