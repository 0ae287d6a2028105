import writeXlsxFile from 'write-excel-file/node';
import type { FileAnswer } from '../plugins/calls.js';

/**
 * The one spreadsheet export of the service (docs/decisions/022-lists.md):
 * a download call answers `spreadsheet(rows, …)`. Texts are written as text
 * cells, never as formulas, so a name typed as "=HYPERLINK(…)" stays text.
 */
export interface SheetColumn<Row> {
  header: string;
  /** Width in characters. */
  width?: number;
  value(row: Row): string | number | boolean | Date | null | undefined;
  /** Excel number or date format, e.g. '#,##0.00' or 'dd/mm/yyyy'. */
  format?: string;
}

/** More rows than any school report has; past it the export is refused instead of exhausting memory. */
export const SPREADSHEET_MAX_ROWS = 50_000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function spreadsheet<Row>(rows: readonly Row[], { sheet, fileName, columns }: { sheet: string; fileName: string; columns: ReadonlyArray<SheetColumn<Row>> }): Promise<FileAnswer> {
  if (rows.length > SPREADSHEET_MAX_ROWS) throw new RangeError(`An export of ${rows.length} rows is past SPREADSHEET_MAX_ROWS`);
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      if (value === null || value === undefined || value === '') return null;
      if (typeof value === 'string') return { type: String, value };
      if (typeof value === 'number') return { type: Number, value, ...(column.format ? { format: column.format } : {}) };
      if (typeof value === 'boolean') return { type: String, value: value ? 'Sí' : 'No' };
      return { type: Date, value, format: column.format ?? 'dd/mm/yyyy' };
    }),
  );
  const bytes = await writeXlsxFile([header, ...body], {
    // Excel refuses sheet names over 31 characters or with : \ / ? * [ ].
    sheet: sheet.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31),
    columns: columns.map((column) => ({ width: column.width ?? Math.max(10, column.header.length + 2) })),
    stickyRowsCount: 1,
  }).toBuffer();
  return { bytes, contentType: XLSX_TYPE, filename: fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx` };
}
