import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { spreadsheet, SPREADSHEET_MAX_ROWS, XLSX_TYPE } from './spreadsheet.js';

interface Ticket {
  folio: number;
  nombre: string;
  total: number;
  abierto: Date;
  urgente: boolean;
  nota: string | null;
}

const rows: Ticket[] = [
  { folio: 101, nombre: 'José Ñandú Treviño', total: 1250.5, abierto: new Date('2026-11-02T15:00:00Z'), urgente: true, nota: null },
  { folio: 102, nombre: '=HYPERLINK("http://x.example","clic")', total: 0, abierto: new Date('2026-11-03T15:00:00Z'), urgente: false, nota: 'a < b & c' },
];

async function exportOf(data: readonly Ticket[]) {
  return spreadsheet(data, {
    sheet: 'Tickets: noviembre/2026',
    fileName: 'tickets-noviembre',
    columns: [
      { header: 'Folio', value: (r) => r.folio },
      { header: 'Nombre', width: 30, value: (r) => r.nombre },
      { header: 'Total', value: (r) => r.total, format: '#,##0.00' },
      { header: 'Fecha', value: (r) => r.abierto },
      { header: 'Urgente', value: (r) => r.urgente },
      { header: 'Nota', value: (r) => r.nota },
    ],
  });
}

describe('a spreadsheet export', () => {
  it('is an xlsx file a spreadsheet program opens: headers, Spanish text, numbers, dates', async () => {
    const file = await exportOf(rows);
    expect(file.contentType).toBe(XLSX_TYPE);
    expect(file.filename).toBe('tickets-noviembre.xlsx');
    const parts = unzipSync(new Uint8Array(file.bytes));
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    const strings = strFromU8(parts['xl/sharedStrings.xml']!);
    for (const text of ['Folio', 'Nombre', 'José Ñandú Treviño', 'Sí', 'No', 'a &lt; b &amp; c']) expect(strings).toContain(text);
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<v>1250.5</v>');
    // The sheet name loses the characters Excel refuses.
    expect(strFromU8(parts['xl/workbook.xml']!)).toContain('name="Tickets  noviembre 2026"');
  });

  it('writes what a user typed as text, never as a formula', async () => {
    const parts = unzipSync(new Uint8Array((await exportOf(rows)).bytes));
    expect(strFromU8(parts['xl/sharedStrings.xml']!)).toContain('=HYPERLINK(');
    expect(strFromU8(parts['xl/worksheets/sheet1.xml']!)).not.toContain('<f>');
  });

  it('refuses an export past its row limit instead of exhausting memory', async () => {
    const many = Array.from({ length: SPREADSHEET_MAX_ROWS + 1 }, () => rows[0]!);
    await expect(exportOf(many)).rejects.toThrow(RangeError);
  });
});
