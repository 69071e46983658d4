/**
 * Reading a table a buyer or the warehouse saved from Excel or an ERP: CSV (UTF-8, or GB18030 as
 * Excel saves it on Chinese Windows), XLSX or the older XLS (the first sheet). The format is told by
 * the file's content, not only its name, so a renamed or damaged file gets a clear Chinese refusal.
 * Its size is checked before it is parsed, and it is parsed off the event loop (spreadsheet-parse).
 */
import path from 'node:path';
import { FieldError } from './errors.js';
import { byteBudget, checkBounds } from './spreadsheet-bounds.js';
import { parseSheet, parseTable, type Cell, type FoundHeader, type SheetRow } from './spreadsheet-parse.js';

export type { Cell, FoundHeader, SheetRow };
export type SpreadsheetKind = '.csv' | '.xlsx' | '.xls';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Compound File (OLE) header: an .xls, or an .xlsx that Excel encrypted with a password. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

export interface SheetReading<T> {
  /** The extensions the caller takes. */
  kinds: readonly SpreadsheetKind[];
  /** The data rows the caller takes at once: more are refused, and the file's size bounds follow from it. */
  maxRows: number;
  /** Reads the header row (the first one not blank), throwing when a column the caller needs is missing. */
  header: (row: readonly Cell[]) => T;
}

/** The kind the file is read as, after its name, content and size are checked. */
async function checkedKind(name: string, data: Buffer, kinds: readonly SpreadsheetKind[], maxRows: number): Promise<'csv' | 'book'> {
  const ext = path.extname(name).toLowerCase();
  const accepted = kinds.find((k) => k === ext || (k === '.csv' && ext === '.txt'));
  if (!accepted) throw new FieldError('file', `请上传 ${kinds.join('、')} 文件`);
  if (data.length === 0) throw new FieldError('file', '文件是空的，请检查后重新上传');
  const head = data.subarray(0, 4);
  if (accepted !== '.csv' && !head.equals(ZIP_MAGIC) && !head.equals(CFB_MAGIC))
    throw new FieldError('file', `文件不是有效的 ${accepted.slice(1).toUpperCase()} 表格`);
  await checkBounds(data, accepted !== '.csv' && head.equals(ZIP_MAGIC), byteBudget(maxRows));
  return accepted === '.csv' ? 'csv' : 'book';
}

const tooMany = (maxRows: number) => new FieldError('file', `每次最多导入${maxRows}行，请拆分文件`);

/** The file's header, as `reading.header` reads it, and its data rows, blank rows left out. */
export async function readSpreadsheet<T>(name: string, data: Buffer, reading: SheetReading<T>): Promise<{ head: T; body: Cell[][] }> {
  const { kinds, maxRows } = reading;
  const kind = await checkedKind(name, data, kinds, maxRows);
  // The header, the rows and as many blank rows again: a sheet longer than that has too many to take.
  const rows = 1 + 2 * maxRows;
  const parsed = await parseSheet({ data, kind, rows }, reading.header);
  if (parsed.more || parsed.body.length > maxRows) throw tooMany(maxRows);
  return { head: parsed.head, body: parsed.body };
}

export interface TableReading<T> {
  kinds: readonly SpreadsheetKind[];
  maxRows: number;
  /** The rows the header may stand among, from the top of a sheet (title and 制单日期 rows above it). */
  scan: number;
  /** Where the header stands, given each sheet's rows not blank among its first `scan`; throws when no sheet has one. */
  find: (heads: SheetRow[][]) => FoundHeader<T>;
}

/** A table as ERPs export it, a title above its header: the header as `find` reads it, and the rows after it numbered as in the sheet. */
export async function readSheetTable<T>(name: string, data: Buffer, reading: TableReading<T>): Promise<{ head: T; body: SheetRow[] }> {
  const { kinds, maxRows, scan } = reading;
  const kind = await checkedKind(name, data, kinds, maxRows);
  const parsed = await parseTable({ data, kind, rows: scan + 2 * maxRows, scan }, reading.find);
  if (parsed.more || parsed.body.length > maxRows) throw tooMany(maxRows);
  return { head: parsed.head, body: parsed.body };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: dates as YYYY-MM-DD (SheetJS makes a date cell local midnight), everything trimmed. */
export const cellText = (c: Cell): string =>
  c === null || c === undefined
    ? ''
    : c instanceof Date
      ? `${c.getFullYear()}-${pad(c.getMonth() + 1)}-${pad(c.getDate())}`
      : String(c).trim();

/** A header as people vary it: case, spaces and full-width brackets do not matter. */
const headerKey = (h: string): string => h.toLowerCase().replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');

/** Where each column stands in the header row (-1 when missing); each column lists the names it may go by. */
export function columnsOf<K extends string>(header: readonly Cell[], names: Record<K, readonly string[]>): Record<K, number> {
  const keys = header.map((h) => headerKey(cellText(h)));
  const out = {} as Record<K, number>;
  for (const column of Object.keys(names) as K[]) out[column] = keys.findIndex((k) => names[column].some((n) => headerKey(n) === k));
  return out;
}
