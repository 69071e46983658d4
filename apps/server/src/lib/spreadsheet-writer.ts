/**
 * Writing the tables the store sends out (exports, 对账单, templates) as .xlsx or CSV. Text a buyer,
 * a merchandiser or an operator typed is never written as a formula: the workbook holds it as a text
 * cell, and the CSV, which a spreadsheet reads as if typed, quotes it (OWASP CSV injection).
 */
import * as XLSX from '@e965/xlsx';
import type { Cell } from './spreadsheet.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What Excel, LibreOffice and Google Sheets take as the start of a formula (or of a DDE call) in a typed cell. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number written as text ("-12.50") is read as that number, never as a formula, so it is left as it is. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** A text cell a spreadsheet would run, prefixed with `'` so it shows as the text it is; numbers and dates stay as they are. */
const inertCell = (c: Cell): Cell => (typeof c === 'string' && FORMULA_START.test(c) && !PLAIN_NUMBER.test(c) ? `'${c}` : c);

/**
 * An .xlsx of one sheet holding `rows` (the first row the headers): templates and exports. Strings
 * become text cells (`t="s"`, no `<f>`): a formula is only ever one when written as one, which this never does.
 */
export function writeSpreadsheet(sheetName: string, rows: readonly (readonly Cell[])[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows as Cell[][]), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The same rows as CSV in UTF-8, with the BOM by which Excel on Chinese Windows knows the encoding; formulas made inert. */
export function writeCsv(rows: readonly (readonly Cell[])[]): Buffer {
  const inert = rows.map((row) => row.map(inertCell));
  const csv = XLSX.utils.sheet_to_csv(XLSX.utils.aoa_to_sheet(inert), { blankrows: true });
  return Buffer.concat([UTF8_BOM, Buffer.from(csv, 'utf8')]);
}

/** A table the store sends out as a file, in the format the buyer picked. */
export interface TableFile {
  fileName: string;
  mime: string;
  data: Buffer;
}

/** `rows` as `name`.xlsx (one sheet) or `name`.csv: the one choice every export of both formats makes. */
export function writeTable(format: 'xlsx' | 'csv', name: string, sheetName: string, rows: readonly (readonly Cell[])[]): TableFile {
  return format === 'csv'
    ? { fileName: `${name}.csv`, mime: 'text/csv; charset=utf-8', data: writeCsv(rows) }
    : { fileName: `${name}.xlsx`, mime: XLSX_MIME, data: writeSpreadsheet(sheetName, rows) };
}
